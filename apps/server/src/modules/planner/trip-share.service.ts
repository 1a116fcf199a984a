import {
  sharedTripPagePath,
  tripShareMessages as say,
  type Trip,
  type TripBudget,
  type TripShare,
  type TripShareStatus,
} from '@ai-map/contracts';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { readTripFor, type Viewer } from './trip-access';
import * as repo from './trip-share.repository';
import type { TripShareRow } from './trip-share.repository';
import { budgetOfTrip, present } from './trips.service';

/**
 * The public read-only link of a trip: the owner (a user, or the anonymous owner by access
 * code) creates and revokes it; anyone holding it reads the trip as a stranger would read a
 * public one, even when the trip is private — that is what the link is for.
 */

/** 32 random bytes in base64url (43 characters): unguessable. */
const newToken = () => randomBytes(32).toString('base64url');

function presentShare(ctx: AppContext, row: TripShareRow): TripShare {
  return {
    token: row.token,
    url: `${ctx.config.publicUrl}${sharedTripPagePath(row.token)}`,
    created_at: row.createdAt.toISOString(),
  };
}

/** 404 for an unknown trip, 403 unless the viewer owns it. */
async function requireOwner(ctx: AppContext, viewer: Viewer, tripId: number): Promise<void> {
  await readTripFor(ctx.db, tripId, viewer, 'share', say.ownerOnly);
}

export async function shareStatus(
  ctx: AppContext,
  viewer: Viewer,
  tripId: number,
): Promise<TripShareStatus> {
  await requireOwner(ctx, viewer, tripId);
  const row = await repo.findShareOfTrip(ctx.db, tripId);
  return { share: row ? presentShare(ctx, row) : null };
}

/** Creates the link, or answers the one in force (so sharing twice never breaks a sent link). */
export async function createShare(
  ctx: AppContext,
  viewer: Viewer,
  tripId: number,
): Promise<{ share: TripShare; created: boolean }> {
  await requireOwner(ctx, viewer, tripId);
  const { row, created } = await ctx.db.transaction((tx) =>
    repo.insertShareOnce(tx, { tripId, token: newToken(), createdByUserId: viewer.userId }),
  );
  return { share: presentShare(ctx, row), created };
}

/** Revokes the link: its token answers 404 from now on. Revoking twice is harmless. */
export async function revokeShare(ctx: AppContext, viewer: Viewer, tripId: number): Promise<void> {
  await requireOwner(ctx, viewer, tripId);
  await repo.deleteShareOfTrip(ctx.db, tripId);
}

async function tripOfLink(ctx: AppContext, token: string) {
  const trip = await repo.findTripByShareToken(ctx.db, token);
  if (!trip) throw notFound(say.linkNotFound);
  return trip;
}

/** The budget of the trip behind a link, as its planners see it on the Trip tab. */
export async function readSharedTripBudget(ctx: AppContext, token: string): Promise<TripBudget> {
  return budgetOfTrip(ctx, await tripOfLink(ctx, token));
}

/** Whether a share link still opens a trip (a revoked or mistyped token does not). */
export async function shareLinkOpens(ctx: AppContext, token: string): Promise<boolean> {
  return (await repo.findTripByShareToken(ctx.db, token)) !== undefined;
}

/**
 * The trip behind a link, read-only: role `other`, no access code, no chat, and no
 * participants (who plans a trip is not the link holder's business).
 */
export async function readSharedTrip(ctx: AppContext, token: string): Promise<Trip> {
  const trip = await tripOfLink(ctx, token);
  // A reader with the viewer role sees the whole trip and is shown as `other`.
  const shown = await present(ctx.db, { trip, role: 'viewer', holdsCode: false });
  return {
    ...shown,
    current_participation_role: 'other',
    participants: [],
    plannerAccessCode: null,
    chat_slug: null,
  };
}

import { PLANNER_ACCESS_CODE_COOKIE, plannerMessages, tripShareMessages } from '@ai-map/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-error';
import { userForToken } from '../auth/auth.service';
import { can, type TripAction } from './trip-policy';
import * as repo from './trips.repository';
import type { TripRole, TripRow } from './trips.repository';

/** Longer tokens and codes than any we issue are refused without a database look-up. */
const MAX_CREDENTIAL_LENGTH = 128;

/** Who is asking: the signed-in user and/or the anonymous planner's access code. */
export interface Viewer {
  userId: number | null;
  accessCode: string | null;
}

/**
 * The caller of an HTTP call or a socket: `userId` (the auth plugin's user for HTTP, the socket's
 * token user), and the `planner_access_code` of the query, else of the cookie.
 */
export function viewerOf(request: FastifyRequest, userId = request.user?.id ?? null): Viewer {
  const fromQuery = new URL(request.url, 'http://localhost').searchParams.get(
    PLANNER_ACCESS_CODE_COOKIE,
  );
  const code = (fromQuery ?? request.cookies[PLANNER_ACCESS_CODE_COOKIE])?.trim();
  return {
    userId,
    accessCode: code && code.length <= MAX_CREDENTIAL_LENGTH ? code : null,
  };
}

/**
 * The caller of a socket, whose token comes in the `token` query (browsers cannot set headers
 * on sockets); null for a token that names no session, which the socket refuses.
 */
export async function socketViewerOf(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<Viewer | null> {
  const token = (request.query as Record<string, unknown>).token;
  if (typeof token !== 'string' || !token) return viewerOf(request, null);
  const user = token.length <= MAX_CREDENTIAL_LENGTH ? await userForToken(ctx, token) : null;
  return user ? viewerOf(request, user.id) : null;
}

export interface TripAccess {
  trip: TripRow;
  /** The viewer's role; an anonymous owner (by access code) counts as owner. */
  role: TripRole | null;
  /** The viewer owns the trip through the access code it was planned under. */
  holdsCode: boolean;
}

export async function accessOf(db: Database, trip: TripRow, viewer: Viewer): Promise<TripAccess> {
  const holdsCode =
    trip.ownerUserId === null &&
    trip.plannerAccessCode !== null &&
    viewer.accessCode === trip.plannerAccessCode;
  if (holdsCode) return { trip, role: 'owner', holdsCode };
  if (viewer.userId === null) return { trip, role: null, holdsCode };
  if (trip.ownerUserId === viewer.userId) return { trip, role: 'owner', holdsCode };
  const role = (await repo.findParticipantRole(db, trip.id, viewer.userId)) ?? null;
  return { trip, role, holdsCode };
}

/** The trip and the viewer's access to it, or 404. */
export async function readTrip(db: Database, tripId: number, viewer: Viewer): Promise<TripAccess> {
  const trip = await repo.findTrip(db, tripId);
  if (!trip) throw notFound(plannerMessages.tripNotFound);
  return accessOf(db, trip, viewer);
}

/**
 * The trip, for a call that reads its contents (map points, budget): a private trip's contents
 * are for its people only, so anyone else gets 403, as its export and its socket answer, rather
 * than an empty answer that looks like an empty trip. The trip itself answers everyone, blurred.
 */
export async function readTripContents(
  db: Database,
  tripId: number,
  viewer: Viewer,
): Promise<TripAccess> {
  return readTripFor(db, tripId, viewer, 'view_contents', tripShareMessages.privateTrip);
}

/** The trip, for a viewer who may do `action` with it: 404 for an unknown trip, else 403. */
export async function readTripFor(
  db: Database,
  tripId: number,
  viewer: Viewer,
  action: TripAction,
  message: string,
): Promise<TripAccess> {
  const access = await readTrip(db, tripId, viewer);
  if (!can(access.role, action, access.trip)) throw forbidden(message);
  return access;
}

/**
 * Locks the trip for a change by an owner or editor: 404 for an unknown trip, 403 (with
 * `message`) for anyone else. Call it inside the transaction that makes the change.
 */
export async function lockForEdit(
  db: Database,
  tripId: number,
  viewer: Viewer,
  message: string = plannerMessages.editNotAllowed,
): Promise<TripAccess> {
  return lockFor(db, tripId, viewer, 'edit', message);
}

/**
 * Locks the trip for a change that needs `action` (editing it, changing its people): 404 for an
 * unknown trip, 403 (with `message`) for a viewer who may not. Call it inside the transaction.
 */
export async function lockFor(
  db: Database,
  tripId: number,
  viewer: Viewer,
  action: TripAction,
  message: string,
): Promise<TripAccess> {
  const trip = await repo.lockTrip(db, tripId);
  if (!trip) throw notFound(plannerMessages.tripNotFound);
  const access = await accessOf(db, trip, viewer);
  if (!can(access.role, action, trip)) throw forbidden(message);
  return access;
}

import { PLANNER_ACCESS_CODE_COOKIE, plannerMessages, tripShareMessages } from '@ai-map/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-error';
import * as repo from './trips.repository';
import type { TripRole, TripRow } from './trips.repository';

const MAX_CODE_LENGTH = 128;

/** Who is asking: the signed-in user and/or the anonymous planner's access code. */
export interface Viewer {
  userId: number | null;
  accessCode: string | null;
}

/** The caller of a trip call: the token's user, and the `planner_access_code` query or cookie. */
export function viewerOf(request: FastifyRequest): Viewer {
  const fromQuery = new URL(request.url, 'http://localhost').searchParams.get(
    PLANNER_ACCESS_CODE_COOKIE,
  );
  const code = (fromQuery ?? request.cookies[PLANNER_ACCESS_CODE_COOKIE])?.trim();
  return {
    userId: request.user?.id ?? null,
    accessCode: code && code.length <= MAX_CODE_LENGTH ? code : null,
  };
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

export const canEdit = (role: TripRole | null) => role === 'owner' || role === 'editor';

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
  const access = await readTrip(db, tripId, viewer);
  if (access.trip.isPrivate && access.role === null) {
    throw forbidden(tripShareMessages.privateTrip);
  }
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
  const trip = await repo.lockTrip(db, tripId);
  if (!trip) throw notFound(plannerMessages.tripNotFound);
  const access = await accessOf(db, trip, viewer);
  if (!canEdit(access.role)) throw forbidden(message);
  return access;
}

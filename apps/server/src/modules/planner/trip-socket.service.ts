import { TRIP_SOCKET_CLOSE, plannerMessages, serverMessages } from '@ai-map/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { accessOf, socketViewerOf, type Viewer } from './trip-access';
import { can } from './trip-policy';
import * as trips from './trips.repository';
import type { TripRow } from './trips.repository';

export type WatchDecision =
  | { allowed: true; tripId: number; viewer: Viewer }
  | { allowed: false; code: number; reason: string };

const refuse = (code: number, reason: string) => ({ allowed: false as const, code, reason });

/**
 * May this caller watch the trip? Who can read the trip's contents can watch it: everyone for a
 * public trip, its people for a private one. An unknown trip is refused before the token is
 * looked at. Refusals become close codes, as a browser sees nothing of a refused HTTP upgrade.
 */
export async function authorizeWatch(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<WatchDecision> {
  const idParam = (request.params as { id: string }).id;
  const tripId = /^\d{1,9}$/.test(idParam) ? Number(idParam) : null;
  const trip = tripId === null ? undefined : await trips.findTrip(ctx.db, tripId);
  if (!trip) return refuse(TRIP_SOCKET_CLOSE.notFound, plannerMessages.tripNotFound);

  const viewer = await socketViewerOf(ctx, request);
  if (!viewer) return refuse(TRIP_SOCKET_CLOSE.invalidToken, serverMessages.invalidToken);
  const refused = await refusalOf(ctx, trip, viewer);
  return refused ?? { allowed: true, tripId: trip.id, viewer };
}

type Refusal = Extract<WatchDecision, { allowed: false }>;

async function refusalOf(ctx: AppContext, trip: TripRow, viewer: Viewer): Promise<Refusal | null> {
  const { role } = await accessOf(ctx.db, trip, viewer);
  if (!can(role, 'view_contents', trip)) {
    return refuse(TRIP_SOCKET_CLOSE.forbidden, 'You do not have access to this private trip.');
  }
  return null;
}

/**
 * Why a watching viewer may no longer watch the trip, or null while they may. Asked again
 * whenever the trip's people change: a member removed from a private trip, whose socket is
 * already open, is cut off at once rather than hearing of its changes on.
 */
export async function recheckWatch(
  ctx: AppContext,
  tripId: number,
  viewer: Viewer,
): Promise<Refusal | null> {
  const trip = await trips.findTrip(ctx.db, tripId);
  if (!trip) return refuse(TRIP_SOCKET_CLOSE.notFound, plannerMessages.tripNotFound);
  return refusalOf(ctx, trip, viewer);
}

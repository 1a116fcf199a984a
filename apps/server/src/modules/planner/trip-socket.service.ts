import { TRIP_SOCKET_CLOSE, plannerMessages, serverMessages } from '@ai-map/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { accessOf, socketViewerOf } from './trip-access';
import { can } from './trip-policy';
import * as trips from './trips.repository';

export type WatchDecision =
  { allowed: true; tripId: number } | { allowed: false; code: number; reason: string };

const refuse = (code: number, reason: string): WatchDecision => ({ allowed: false, code, reason });

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
  const { role } = await accessOf(ctx.db, trip, viewer);
  if (!can(role, 'view_contents', trip)) {
    return refuse(TRIP_SOCKET_CLOSE.forbidden, 'You do not have access to this private trip.');
  }
  return { allowed: true, tripId: trip.id };
}

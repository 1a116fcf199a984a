import { TRIP_SOCKET_CLOSE, plannerMessages, serverMessages } from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import { userForToken } from '../auth/auth.service';
import { accessOf } from './trip-access';
import * as trips from './trips.repository';

/** What the socket's URL carries: the trip id from the path, the caller's credentials. */
export interface WatchRequest {
  tripId: string;
  token: string | undefined;
  accessCode: string | undefined;
}

export type WatchDecision =
  { allowed: true; tripId: number } | { allowed: false; code: number; reason: string };

const refuse = (code: number, reason: string): WatchDecision => ({ allowed: false, code, reason });

/**
 * May this caller watch the trip? The same rules as reading it over HTTP: a public trip is open
 * to everyone, a private one to its owner (by account or planner access code) and participants.
 * Refusals become close codes, as a browser sees nothing of a refused HTTP upgrade.
 */
export async function authorizeWatch(
  ctx: AppContext,
  request: WatchRequest,
): Promise<WatchDecision> {
  const tripId = /^\d{1,9}$/.test(request.tripId) ? Number(request.tripId) : null;
  const trip = tripId === null ? undefined : await trips.findTrip(ctx.db, tripId);
  if (!trip) return refuse(TRIP_SOCKET_CLOSE.notFound, plannerMessages.tripNotFound);

  let userId: number | null = null;
  if (request.token) {
    const user = request.token.length <= 128 ? await userForToken(ctx, request.token) : null;
    if (!user) return refuse(TRIP_SOCKET_CLOSE.invalidToken, serverMessages.invalidToken);
    userId = user.id;
  }
  const { role } = await accessOf(ctx.db, trip, {
    userId,
    accessCode: request.accessCode ?? null,
  });
  // Who can read the trip can watch it: everyone for a public trip, its people for a private one.
  if (trip.isPrivate && role === null) {
    return refuse(TRIP_SOCKET_CLOSE.forbidden, 'You do not have access to this private trip.');
  }
  return { allowed: true, tripId: trip.id };
}

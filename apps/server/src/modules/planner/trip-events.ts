import type { TripChangeEvent } from '@ai-map/contracts';
import type { AppContext } from '../../app-context';

/**
 * A committed change of a trip, as the planner, invitation and participation services report
 * it: `type` names what happened and fixes the `payload` (the contracts' `TripChangeEvent`);
 * `version` is the trip's version after the change, so a client that already has it skips the
 * refetch (see `TRIP_CHANGE_NEW_VERSION`).
 */
export type TripChange = TripChangeEvent & {
  tripId: number;
  version: number;
  actorUserId?: number;
};

/** The bus channel of one trip's changes (the trip socket subscribes to it). */
export function tripChannel(tripId: number): `trip:${number}` {
  return `trip:${tripId}`;
}

declare module '../../plugins/realtime-bus' {
  interface BusEvents {
    trip: TripChange;
  }
}

/**
 * Tells every open trip socket, in this instance and the others, about a change. Call it after
 * the transaction committed (a rolled-back change must not be announced). It never rejects: the
 * change is already saved, and a lost announcement only delays the clients' refetch.
 */
export async function publishTripChange(
  ctx: Pick<AppContext, 'bus' | 'log'>,
  change: TripChange,
): Promise<void> {
  try {
    await ctx.bus.publish(tripChannel(change.tripId), change);
  } catch (error) {
    ctx.log.warn({ err: error, tripId: change.tripId }, 'trip change not published');
  }
}

/** Listens to one trip's changes; resolves to the function that stops listening. */
export function subscribeTripChanges(
  ctx: Pick<AppContext, 'bus'>,
  tripId: number,
  handler: (change: TripChange) => void,
): Promise<() => void> {
  return ctx.bus.subscribe(tripChannel(tripId), handler);
}

import type { Trip, TripSocketServerMessage } from '@ai-map/contracts';
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { reloadsTrip } from './trip-reloads';

/**
 * What a shown trip's socket messages do to the planner's queries: `reload` once per version the
 * cached trip (under `tripKey`) lacks (see reloadsTrip). A `hello` heard while the trip is still
 * loading cannot be compared yet: the read under way may have started before that version, so
 * its answer is compared when it arrives. With that, the socket alone keeps the trip current,
 * also for a turn the assistant ran for another page. `stop` ends the watch.
 */
export function watchTripVersions(
  queryClient: QueryClient,
  tripKey: QueryKey,
  reload: () => void,
): { onMessage: (message: TripSocketServerMessage) => void; stop: () => void } {
  const hash = hashKey(tripKey);
  /** The version a `hello` named before the trip had loaded. */
  let awaited: number | null = null;
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (awaited === null || event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash !== hash) return;
    const wanted = awaited;
    awaited = null;
    if ((event.query.state.data as Trip | undefined)!.version < wanted) reload();
  });
  return {
    onMessage(message) {
      const known = queryClient.getQueryData<Trip>(tripKey)?.version;
      if (message.type === 'hello' && known === undefined) awaited = message.version;
      else if (reloadsTrip(message, known)) reload();
    },
    stop,
  };
}

import { TRIP_CHANGE_NEW_VERSION, type TripSocketServerMessage } from '@ai-map/contracts';

type TripChanged = Extract<TripSocketServerMessage, { type: 'trip_changed' }>;

/**
 * The trip socket's change is one this browser already holds: its copy of the trip has the
 * change's version or a later one (the user's own edit, or an earlier reload, fetched it first).
 * Changes that do not make a new version (see TRIP_CHANGE_NEW_VERSION) are never known.
 */
export function alreadyHeld(change: TripChanged, knownVersion: number | undefined): boolean {
  return (
    TRIP_CHANGE_NEW_VERSION[change.change_type] &&
    knownVersion !== undefined &&
    knownVersion >= change.version
  );
}

/**
 * Whether a trip socket message reloads the planner, given the version of the cached trip: the
 * socket is the one signal that reloads a shown trip (a chat turn's `complete` reloads nothing).
 * A `trip_changed` does unless the cache already has its version; `hello` (after a reconnect)
 * does when the trip moved on meanwhile. A chat turn that changes the trip is heard here once
 * per version it makes, while it runs: the version alone keeps that to one reload a change.
 */
export function reloadsTrip(
  message: TripSocketServerMessage,
  knownVersion: number | undefined,
): boolean {
  if (message.type === 'trip_changed') return !alreadyHeld(message, knownVersion);
  if (message.type === 'hello') return knownVersion !== undefined && knownVersion < message.version;
  return false;
}

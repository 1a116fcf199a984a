import { TRIP_CHANGE_NEW_VERSION, type TripSocketServerMessage } from '@ai-map/contracts';

type TripChanged = Extract<TripSocketServerMessage, { type: 'trip_changed' }>;

/**
 * The trip socket's change is one this browser already holds: its copy of the trip has the
 * change's version or a later one (a chat answer or the user's own edit reloaded it first).
 * Changes that do not make a new version (see TRIP_CHANGE_NEW_VERSION) are never known.
 */
export function alreadyHeld(change: TripChanged, knownVersion: number | undefined): boolean {
  return (
    TRIP_CHANGE_NEW_VERSION[change.change_type] &&
    knownVersion !== undefined &&
    knownVersion >= change.version
  );
}

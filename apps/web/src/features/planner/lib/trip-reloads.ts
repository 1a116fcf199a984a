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

/**
 * One reload of the planner per chat turn. A turn that changes the trip is heard twice: on the
 * trip socket while the assistant works, and in the turn's `complete` with `is_changes`, which
 * reloads the trip (spec 000 §4). So while a turn runs, the socket's reload waits for the turn's
 * end: an answer that reloaded covers it, any other end (no changes, an error, a dropped
 * socket) runs it then.
 */
export class TurnReloads {
  private held: (() => void) | null = null;

  constructor(private readonly turnRunning: () => boolean) {}

  /** A change heard on the trip socket: reload now, or when the running turn ends. */
  changed(reload: () => void): void {
    if (this.turnRunning()) this.held = reload;
    else reload();
  }

  /** A chat turn ended; `reloaded` when its answer reloaded the planner itself. */
  turnEnded(reloaded: boolean): void {
    const held = this.held;
    if (!held) return;
    if (reloaded) this.held = null;
    else if (!this.turnRunning()) {
      this.held = null;
      held();
    }
  }
}

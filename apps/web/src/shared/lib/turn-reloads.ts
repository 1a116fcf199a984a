/* The planner (trip socket) and the chat (turns) share one instance, so it lives below both. */
/**
 * One reload of the planner per chat turn. A turn that changes the trip is heard twice: on the
 * trip socket while the assistant works, and in the turn's `complete` with `is_changes`, which
 * reloads the trip (spec 000 §4). So while a turn runs, the socket's reload waits for the turn's
 * end: an answer that reloaded covers it, any other end (no changes, an error, a dropped
 * socket) runs it then.
 */
export class TurnReloads {
  private held: (() => void) | null = null;

  constructor(private turnRunning: () => boolean = () => false) {}

  /** Says how to tell that a chat turn runs (the chat feature, which owns the turns, does). */
  watch(turnRunning: () => boolean): void {
    this.turnRunning = turnRunning;
  }

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

/** The app's one instance: the chat tells it about turns, the trip socket about changes. */
export const turnReloads = new TurnReloads();

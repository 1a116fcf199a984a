/**
 * Runs `run` once the calls to `schedule` have paused for `delayMs`, with the last value
 * scheduled: a burst of changes becomes one call. `flush` runs a waiting call at once (a closing
 * screen must not lose the last change); `cancel` drops it.
 */
export interface Debouncer<T> {
  schedule(value: T): void;
  flush(): void;
  cancel(): void;
  /** A call is waiting. */
  readonly pending: boolean;
}

export function createDebouncer<T>(delayMs: number, run: (value: T) => void): Debouncer<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let waiting: { value: T } | null = null;

  const fire = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const next = waiting;
    waiting = null;
    if (next) run(next.value);
  };

  return {
    schedule(value) {
      waiting = { value };
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(fire, delayMs);
    },
    flush: fire,
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      waiting = null;
    },
    get pending() {
      return waiting !== null;
    },
  };
}

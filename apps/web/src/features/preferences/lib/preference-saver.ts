import type { PreferenceItem, Preferences, PreferencesUpdate } from '@ai-map/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { createDebouncer } from './debouncer';

export type PreferenceList = keyof Preferences;

interface PreferenceSaverOptions {
  queryClient: QueryClient;
  queryKey: QueryKey;
  list: PreferenceList;
  delayMs: number;
  /** `PATCH travel-chat/preferences/` with one list. */
  send: (update: PreferencesUpdate) => Promise<Preferences>;
  /** Told once a save failed and the list went back to what the server holds. */
  onFailure: (error: unknown) => void;
}

export interface PreferenceSaver {
  /**
   * Shows the new list at once and saves it once the changes pause. The change is a function of
   * the list as cached now, so two changes before the screen redraws both count.
   */
  change(next: (items: PreferenceItem[]) => PreferenceItem[]): void;
  /** Sends a waiting change now (the screen is closing). */
  flush(): void;
}

/**
 * Optimistic, debounced saving of one preference list (spec 000 §7: PATCH with `{attractions}`
 * or `{shopping}`, debounced 500 ms). The cached preferences change at once; a burst of changes
 * sends one request with the final list. Only the newest request may write its answer or roll
 * back, and only while nothing newer waits, so a slow answer never undoes a later choice. A
 * failure puts back the list the server last confirmed.
 */
export function createPreferenceSaver({
  queryClient,
  queryKey,
  list,
  delayMs,
  send,
  onFailure,
}: PreferenceSaverOptions): PreferenceSaver {
  /** The list as the server last confirmed it; taken from the cache before the first change. */
  let confirmed: PreferenceItem[] | null = null;
  let confirmedSeq = 0;
  let latestSeq = 0;

  const writeList = (items: PreferenceItem[]) =>
    queryClient.setQueryData<Preferences>(queryKey, (current) =>
      current ? { ...current, [list]: items } : current,
    );

  const debouncer = createDebouncer<string[]>(delayMs, (ids) => {
    const seq = ++latestSeq;
    const isNewest = () => seq === latestSeq && !debouncer.pending;
    send({ [list]: ids }).then(
      (saved) => {
        if (seq > confirmedSeq) {
          confirmed = saved[list];
          confirmedSeq = seq;
        }
        if (isNewest()) writeList(saved[list]);
      },
      (error: unknown) => {
        if (!isNewest()) return;
        if (confirmed) writeList(confirmed);
        onFailure(error);
      },
    );
  });

  return {
    change(next) {
      const current = queryClient.getQueryData<Preferences>(queryKey);
      if (!current) return;
      confirmed ??= current[list];
      const items = next(current[list]);
      // A refetch landing now would show the old list until the save answers.
      void queryClient.cancelQueries({ queryKey });
      writeList(items);
      debouncer.schedule(items.map((item) => item.id));
    },
    flush: () => debouncer.flush(),
  };
}

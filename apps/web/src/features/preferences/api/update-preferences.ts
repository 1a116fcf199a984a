import {
  messages,
  PREFERENCES_DEBOUNCE_MS,
  PreferencesSchema,
  preferencesPath,
  type Preferences,
  type PreferencesUpdate,
} from '@ai-map/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../shared/api/client';
import { toast } from '../../../shared/ui/toast/toast-store';
import { createPreferenceSaver, type PreferenceSaver } from '../lib/preference-saver';
import { preferencesQueryKey } from './get-preferences';

/** `PATCH travel-chat/preferences/` with `{attractions}` or `{shopping}`: each list replaces its own. */
export function updatePreferences(update: PreferencesUpdate): Promise<Preferences> {
  return apiRequest(preferencesPath, { method: 'PATCH', body: update, schema: PreferencesSchema });
}

function onFailure(error: unknown) {
  console.warn('Preference update failed', error);
  toast.error(messages.somethingWentWrong);
}

/**
 * One optimistic, debounced saver per list (see createPreferenceSaver). Leaving the screen sends a
 * change still waiting for its 500 ms, so closing the settings right after a click keeps it.
 */
export function useUpdatePreferences(): Record<keyof Preferences, PreferenceSaver> {
  const queryClient = useQueryClient();
  const [savers] = useState(() => {
    const saver = (list: keyof Preferences) =>
      createPreferenceSaver({
        queryClient,
        queryKey: preferencesQueryKey,
        list,
        delayMs: PREFERENCES_DEBOUNCE_MS,
        send: updatePreferences,
        onFailure,
      });
    return { attractions: saver('attractions'), shopping: saver('shopping') };
  });
  useEffect(
    () => () => {
      savers.attractions.flush();
      savers.shopping.flush();
    },
    [savers],
  );
  return savers;
}

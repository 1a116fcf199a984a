import { PreferencesSchema, preferencesPath, type Preferences } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { useSessionStore } from '../../../shared/api/session-store';

export const preferencesQueryKey = ['preferences'] as const;

/** `GET travel-chat/preferences/`: the chosen attraction and shopping categories. */
export function getPreferences(): Promise<Preferences> {
  return apiRequest(preferencesPath, { schema: PreferencesSchema });
}

export function getPreferencesQueryOptions() {
  return queryOptions({ queryKey: preferencesQueryKey, queryFn: getPreferences });
}

/** The signed-in user's preferences; idle while nobody is signed in. */
export function usePreferences() {
  const token = useSessionStore((state) => state.token);
  return useQuery({ ...getPreferencesQueryOptions(), enabled: token !== null });
}

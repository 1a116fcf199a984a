import { apiPaths, type Profile, ProfileSchema } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';
import { useSessionStore } from './session-store';

export const profileQueryKey = ['profile'] as const;

export function getProfile(): Promise<Profile> {
  return apiRequest(apiPaths.profile, { schema: ProfileSchema });
}

export function getProfileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });
}

/** The signed-in user's profile; idle while nobody is signed in. */
export function useProfile() {
  const token = useSessionStore((state) => state.token);
  return useQuery({ ...getProfileQueryOptions(), enabled: token !== null });
}

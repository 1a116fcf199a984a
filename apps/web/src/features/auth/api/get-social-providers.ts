import { type SocialProviders, SocialProvidersSchema, socialAuthPaths } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

export function getSocialProviders(): Promise<SocialProviders> {
  return apiRequest(socialAuthPaths.providers, { schema: SocialProvidersSchema });
}

export function getSocialProvidersQueryOptions() {
  // The server's credentials change only with a restart: one answer per page view is enough.
  return queryOptions({
    queryKey: ['social-providers'],
    queryFn: getSocialProviders,
    staleTime: Infinity,
  });
}

/** Which social logins the server can finish, for the login buttons. */
export function useSocialProviders() {
  return useQuery(getSocialProvidersQueryOptions());
}

import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../shared/api/api-error';
import { useSessionStore } from '../shared/api/session-store';

/** Client errors (4xx) will not change on a retry; other failures get one more attempt. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: shouldRetry,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

// Whatever ends the session (logout, a 401 anywhere, a failed start-up profile fetch), nothing
// cached for the previous user may leak into the next one.
useSessionStore.subscribe((state, previous) => {
  if (previous.token !== null && state.token === null) queryClient.clear();
});

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSessionStore } from '../../../shared/api/session-store';
import { getProfileQueryOptions } from '../../../shared/api/get-profile';

/**
 * Stores the new token and waits for the profile, so that callers close the auth UI only once
 * the signed-in state is complete (spec 000 §4). The stored planner access code is claimed by the
 * app-wide sync as soon as the token appears.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    async (token: string, remember: boolean) => {
      useSessionStore.getState().signIn(token, remember);
      await queryClient.fetchQuery(getProfileQueryOptions());
    },
    [queryClient],
  );
}

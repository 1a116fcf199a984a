import { useEffect } from 'react';
import { useSessionStore } from '../../../shared/api/session-store';
import { useProfile } from '../../../shared/api/get-profile';

/**
 * A failed profile fetch clears the signed-in user (spec 000 §4). A 401 has already removed the
 * token cookie in the API client; any other failure only forgets the user for this page view.
 */
export function useProfileFailureSignOut(): void {
  const { isError } = useProfile();
  useEffect(() => {
    if (isError) useSessionStore.getState().forget();
  }, [isError]);
}

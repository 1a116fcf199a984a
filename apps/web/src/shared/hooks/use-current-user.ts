import type { Profile } from '@ai-map/contracts';
import { useSessionStore } from '../api/session-store';
import { useProfile } from '../api/get-profile';

export interface CurrentUser {
  /** Signed in and the profile has loaded. */
  isSignedIn: boolean;
  /** A token exists but the profile is still loading: show neither signed-in nor signed-out UI. */
  isPending: boolean;
  profile: Profile | undefined;
}

export function useCurrentUser(): CurrentUser {
  const token = useSessionStore((state) => state.token);
  const { data: profile } = useProfile();
  const isSignedIn = token !== null && profile !== undefined;
  return { isSignedIn, isPending: token !== null && profile === undefined, profile };
}

import { AUTH_COOKIE } from '@ai-map/contracts';
import { create } from 'zustand';
import { deleteCookie, ONE_YEAR_COOKIE, readCookie, writeCookie } from '../lib/cookies';

interface SessionState {
  /** The `key` the server issued at login; null when nobody is signed in. */
  token: string | null;
  /** Stores a fresh token: a one-year cookie when the user asked to be remembered, else a session cookie. */
  signIn: (token: string, remember: boolean) => void;
  /** Drops the token everywhere (logout, or a 401 answer to a call that carried it). */
  signOut: () => void;
  /**
   * Forgets the signed-in user for this page view but keeps the cookie: a profile fetch that
   * failed for a reason other than 401 (server down, network) must not log the user out for good.
   */
  forget: () => void;
}

/**
 * The auth token lives here rather than in features/auth because the API client, which every
 * feature uses, must read it and clear it on 401.
 */
export const useSessionStore = create<SessionState>()((set) => ({
  token: readCookie(AUTH_COOKIE) || null,
  signIn: (token, remember) => {
    writeCookie(AUTH_COOKIE, token, remember ? ONE_YEAR_COOKIE : { path: '/' });
    set({ token });
  },
  signOut: () => {
    deleteCookie(AUTH_COOKIE);
    set({ token: null });
  },
  forget: () => set({ token: null }),
}));

/**
 * Ends the session after a 401 to a call sent with `sentToken`, if that token is still the one
 * in use. A 401 says the token the call carried is not valid; a call sent signed out (a
 * visitor's, answered after a sign-up) or with a token since replaced says nothing about the
 * current one, and must not sign the new session out.
 */
export function signOutRejected(sentToken: string | null): void {
  const { token, signOut } = useSessionStore.getState();
  if (sentToken !== null && token === sentToken) signOut();
}

import { AUTH_COOKIE } from '@ai-map/contracts';
import { create } from 'zustand';
import { deleteCookie, ONE_YEAR_COOKIE, readCookie, writeCookie } from '../lib/cookies';

interface SessionState {
  /** The `key` the server issued at login; null when nobody is signed in. */
  token: string | null;
  /** Stores a fresh token: a one-year cookie when the user asked to be remembered, else a session cookie. */
  signIn: (token: string, remember: boolean) => void;
  /** Drops the token everywhere (logout, or any 401 answer). */
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

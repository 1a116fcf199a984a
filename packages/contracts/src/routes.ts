/** Every API call lives under this base path (spec 000 §7, spec 001 §7). */
export const API_BASE = '/api/v1/ai_map';

/**
 * Paths relative to {@link API_BASE}, spelled exactly as the spec lists them (trailing slashes
 * included): they are the public contract.
 */
export const apiPaths = {
  login: 'users/login/',
  registration: 'users/registration/',
  logout: 'users/logout/',
  passwordReset: 'users/password/reset/',
  passwordResetConfirm: 'users/password/reset/confirm/',
  accountConfirmEmail: (key: string) => `users/account-confirm-email/${encodeURIComponent(key)}/`,
  profile: 'users/profile/',
  plannerAccessCode: 'planner/planner_access_code',
  contacts: 'contacts/',
} as const;

/** Where uploaded media (profile photos) are served from. */
export const MEDIA_BASE = '/media';

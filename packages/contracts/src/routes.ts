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
  about: 'about/',
} as const;

/**
 * The server's route pattern of a path builder: each argument becomes the `:name` parameter, so
 * the server registers the very path the web client builds (`routeOf(plannerPaths.trip, 'id')` is
 * `/planner/trips/:id/`). A builder that encodes its argument turns `:` into `%3A`; it is put back.
 */
export function routeOf<A extends unknown[]>(
  build: (...args: A) => string,
  ...names: { [K in keyof A]: string }
): string {
  const placeholders = names.map((name) => `:${name}`) as unknown as A;
  // A builder of a path outside API_BASE (the sockets) already starts at the root.
  return `/${build(...placeholders)
    .replace(/%3A/gi, ':')
    .replace(/^\//, '')}`;
}

/** Where uploaded media (profile photos) are served from. */
export const MEDIA_BASE = '/media';

/** The basemap's settings (style URLs, attribution), served at the root, outside API_BASE. */
export const MAP_CONFIG_PATH = '/map/config.json';

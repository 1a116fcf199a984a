/** Every API call lives under this base path (spec 000 §7, spec 001 §7). */
export const API_BASE = '/api/v1/ai_map';

declare const apiPathBrand: unique symbol;

/**
 * A path relative to {@link API_BASE} from a path table of the contracts (or one with a query
 * string added by {@link withQuery}). The web client's calls take only these, so a path spelled
 * in the web, or built by hand, does not type-check (issue 30 item 3): the server registers its
 * routes from the same tables, and the two cannot drift. At run time it is the string itself.
 */
export type ApiPath = string & { readonly [apiPathBrand]: true };

/** A path table whose paths, and the paths its builders return, are {@link ApiPath}s. */
export type ApiPathTable<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? ApiPath
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => ApiPath
      : ApiPathTable<T[K]>;
};

/** Marks a table of paths relative to API_BASE as such; the table itself is returned as it is. */
export function apiPathTable<const T>(table: T): ApiPathTable<T> {
  return table as ApiPathTable<T>;
}

/**
 * A table's path with a query string after it: `withQuery(chatPaths.chats, 'page=2')`, or a
 * URLSearchParams (anything that prints as a query string).
 */
export function withQuery(path: ApiPath, query: string | { toString(): string }): ApiPath {
  return `${path}?${String(query)}` as ApiPath;
}

/**
 * Paths relative to {@link API_BASE}, spelled exactly as the spec lists them (trailing slashes
 * included): they are the public contract.
 */
export const apiPaths = apiPathTable({
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
});

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

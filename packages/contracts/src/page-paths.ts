/**
 * The page routes of the web app (spec 000 §2 and the browse pages), in the web router's
 * `:param` syntax. The server answers a GET outside them with HTTP 404 (and the app's page, which
 * shows "This page could not be found"), so a mistyped or stale address is not a 200.
 * `apps/web/src/app/route-table.test.ts` keeps this list equal to the router's.
 */
export const APP_PAGE_PATHS = [
  '/',
  '/chat/new',
  '/chat/:id',
  '/login',
  '/login/facebook',
  '/login/twitter',
  '/confirm-password',
  '/about',
  '/advertising',
  '/contacts',
  '/terms',
  '/privacy',
  '/subscription',
  '/countries',
  '/country/:slug',
  '/region/:country/:slug',
  '/cities',
  '/city/:slug',
  '/attractions',
  '/attraction/:id',
  '/shops',
  '/shop/:id',
  '/food',
  '/food/:id',
  '/events',
  '/event/:id',
  '/blog',
  '/blog/:id',
  '/search',
  '/trip/shared/:token',
] as const;

/**
 * Whether a path (no query) is one of the app's pages: each `:param` takes one non-empty segment;
 * a trailing slash is allowed, as the web router allows it.
 */
export function isAppPagePath(pathname: string): boolean {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  return APP_PAGE_PATHS.some((pattern) => {
    const parts = pattern === '/' ? [] : pattern.split('/').slice(1);
    if (parts.length !== segments.length) return false;
    return parts.every((part, i) => {
      const segment = segments[i] ?? '';
      return part.startsWith(':') ? segment !== '' : part === segment;
    });
  });
}

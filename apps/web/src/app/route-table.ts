import { matchPath } from 'react-router';
import { notFoundMeta, type AppRoute, type RouteMeta } from './route-meta';
import { browseRoutes } from './routes/browse-routes';
import { siteRoutes } from './routes/site-routes';

/** Every route of the app (spec 000 §2), by area; the not-found route last. */
export const appRoutes: AppRoute[] = [
  ...siteRoutes,
  ...browseRoutes,
  { path: '*', meta: notFoundMeta },
];

/** The metadata of the route a path lands on; unknown paths get the not-found metadata. */
export function findRouteMeta(pathname: string): RouteMeta {
  const route = appRoutes.find(
    (candidate) => candidate.path !== '*' && matchPath(candidate.path, pathname),
  );
  return route?.meta ?? notFoundMeta;
}

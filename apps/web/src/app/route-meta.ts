import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

export const APP_NAME = 'AI travel map and planner';

/** Per-route flags and document metadata (spec 000 §2), read by the layout through `handle`. */
export interface RouteMeta {
  title: string;
  description: string;
  hideSidebar: boolean;
  showPlanTogether: boolean;
  /** The page fills the space under the header edge to edge, without the footer (the map screen). */
  fullBleed?: boolean;
}

export interface AppRoute {
  path: string;
  meta: RouteMeta;
  /**
   * Loads the page's code on first visit, keeping the initial bundle small. The not-found route
   * has none: its page is already in the main bundle for the error element.
   */
  lazy?: () => Promise<{ Component: ComponentType }>;
  /** Checks before the page renders that its object exists (app/page-loaders.ts). */
  loader?: LoaderFunction;
}
export const notFoundMeta: RouteMeta = {
  title: 'Page not found',
  description: 'This page could not be found.',
  hideSidebar: true,
  showPlanTogether: false,
};

export const serverErrorMeta: RouteMeta = {
  title: 'Something went wrong',
  description: 'The page could not be shown because of an error.',
  hideSidebar: true,
  showPlanTogether: false,
};

/** "About · AI travel map and planner"; the home page is just the product name. */
export function documentTitle(meta: RouteMeta): string {
  return meta.title === APP_NAME ? APP_NAME : `${meta.title} · ${APP_NAME}`;
}

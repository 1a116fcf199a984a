import { APP_PAGE_PATHS } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { documentTitle, notFoundMeta } from './route-meta';
import { appRoutes, findRouteMeta } from './route-table';

describe('route table', () => {
  it('lists every route of spec 000 §2 once', () => {
    expect(appRoutes.map((route) => route.path)).toEqual([
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
      '*',
    ]);
  });

  it('has the very pages the server answers with 200 (any other address is a 404)', () => {
    expect(appRoutes.map((route) => route.path).filter((path) => path !== '*')).toEqual([
      ...APP_PAGE_PATHS,
    ]);
  });

  it('hides the sidebar on the social login callbacks, password confirmation, information, plan and unknown pages', () => {
    for (const path of [
      '/login/facebook',
      '/login/twitter',
      '/confirm-password',
      '/about',
      '/advertising',
      '/contacts',
      '/terms',
      '/privacy',
      '/subscription',
      '/no/such/page',
    ]) {
      expect(findRouteMeta(path).hideSidebar, path).toBe(true);
    }
  });

  it('shows the sidebar on the chat routes and the login page', () => {
    for (const path of ['/', '/chat/new', '/chat/trip-to-lisbon', '/login']) {
      expect(findRouteMeta(path).hideSidebar, path).toBe(false);
    }
  });

  it('offers Plan Together on an existing chat only', () => {
    expect(findRouteMeta('/chat/trip-to-lisbon').showPlanTogether).toBe(true);
    expect(findRouteMeta('/chat/new').showPlanTogether).toBe(false);
    expect(findRouteMeta('/').showPlanTogether).toBe(false);
  });

  it('shows the sidebar on the catalogue pages, without Plan Together', () => {
    for (const path of [
      '/countries',
      '/country/france',
      '/region/france/var',
      '/cities',
      '/city/paris',
      '/attractions',
      '/attraction/9320',
    ]) {
      expect(findRouteMeta(path).hideSidebar, path).toBe(false);
      expect(findRouteMeta(path).showPlanTogether, path).toBe(false);
    }
  });

  it('gives unknown paths the not-found metadata', () => {
    expect(findRouteMeta('/chat/a/b')).toBe(notFoundMeta);
  });

  it('names the documents after the page and the product', () => {
    expect(documentTitle(findRouteMeta('/terms'))).toBe('Terms of Use · AI travel map and planner');
    expect(documentTitle(findRouteMeta('/'))).toBe('AI travel map and planner');
  });
});

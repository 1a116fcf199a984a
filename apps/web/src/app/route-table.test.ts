import { describe, expect, it } from 'vitest';
import { appRoutes, documentTitle, findRouteMeta, notFoundMeta } from './route-table';

describe('route table', () => {
  it('lists every route of spec 000 §2 once', () => {
    expect(appRoutes.map((route) => route.path)).toEqual([
      '/',
      '/chat/new',
      '/chat/:id',
      '/login',
      '/confirm-password',
      '/about',
      '/advertising',
      '/contacts',
      '/terms',
      '/privacy',
      '/subscription',
      '*',
    ]);
  });

  it('hides the sidebar on the password confirmation, information, plan and unknown pages', () => {
    for (const path of [
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

  it('gives unknown paths the not-found metadata', () => {
    expect(findRouteMeta('/chat/a/b')).toBe(notFoundMeta);
  });

  it('names the documents after the page and the product', () => {
    expect(documentTitle(findRouteMeta('/terms'))).toBe('Terms of Use · AI travel map and planner');
    expect(documentTitle(findRouteMeta('/'))).toBe('AI travel map and planner');
  });
});

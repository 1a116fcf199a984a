import { useEffect, useMemo } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { useEmailConfirmation } from '../../features/auth/hooks/use-email-confirmation';
import { usePlannerAccessCodeSync } from '../../features/planner/hooks/use-planner-access-code-sync';
import { useProfileFailureSignOut } from '../../features/profile/hooks/use-profile-failure-sign-out';
import { usePageMetaStore } from '../../shared/stores/page-meta-store';
import { notFoundMeta, type RouteMeta } from '../route-meta';
import { AppShell } from './app-shell';
import { useSidebarStore } from './sidebar-store';
import styles from './shell.module.css';
import { useDocumentMeta } from './use-document-meta';

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && 'hideSidebar' in handle;
}

/** The root route's element: reads the matched route's metadata and runs app-wide effects. */
export function RootLayout() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle;
  const routeMeta = isRouteMeta(handle) ? handle : notFoundMeta;
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Title and description from the API (a country, a city...) win while their page is open.
  const override = usePageMetaStore((state) => state.override);
  const meta = useMemo(
    () =>
      override && override.pathname === pathname
        ? { ...routeMeta, title: override.title, description: override.description }
        : routeMeta,
    [override, pathname, routeMeta],
  );
  const setMobileOpen = useSidebarStore((state) => state.setMobileOpen);

  useDocumentMeta(meta);
  useEmailConfirmation();
  usePlannerAccessCodeSync();
  useProfileFailureSignOut();

  // Following any link (a trip, New trip, home) closes the mobile drawer.
  useEffect(() => setMobileOpen(false), [pathname, setMobileOpen]);

  return (
    <>
      {navigation.state !== 'idle' && (
        <div className={styles.progress} role="progressbar" aria-label="Loading page" />
      )}
      <AppShell
        hideSidebar={meta.hideSidebar}
        showPlanTogether={meta.showPlanTogether}
        fullBleed={meta.fullBleed ?? false}
      >
        <Outlet />
      </AppShell>
      <ScrollRestoration />
    </>
  );
}

import type { ReactNode } from 'react';
import { AuthModal } from '../../features/auth/components/auth-modal';
import { FlagsPanel } from '../../features/flags/components/flags-panel';
import { OfflineBanner } from '../../features/network/components/offline-banner';
import { SettingsModal } from '../../features/profile/components/settings-modal';
import { useCurrentUser } from '../../shared/hooks/use-current-user';
import { useIsMobile } from '../../shared/hooks/use-is-mobile';
import { Toaster } from '../../shared/ui/toast/toaster';
import { Footer } from './footer';
import { MenuDrawer } from './menu-drawer';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { useSidebarStore } from './sidebar-store';
import styles from './shell.module.css';

interface AppShellProps {
  hideSidebar: boolean;
  showPlanTogether: boolean;
  fullBleed?: boolean;
  children: ReactNode;
}

/**
 * Sidebar, header, content and footer, plus the app-wide overlays (auth and settings modals,
 * toasts, flags toolbar). Used by the route layout and by the error pages, which hide the sidebar.
 */
export function AppShell({
  hideSidebar,
  showPlanTogether,
  fullBleed = false,
  children,
}: AppShellProps) {
  const { isSignedIn, isPending, profile } = useCurrentUser();
  const isMobile = useIsMobile();
  const { collapsed, mobileOpen } = useSidebarStore();
  // The sidebar is for signed-in users only, and not on routes or pages that hide it.
  const sidebarAvailable = isSignedIn && !hideSidebar && profile !== undefined;
  const sidebarShown = sidebarAvailable && (!isMobile || mobileOpen);
  const showAuthButtons = !isSignedIn && !isPending && !hideSidebar;
  // Without the sidebar drawer, a phone still gets a menu with the catalogue.
  const menuDrawer = !sidebarAvailable && !isPending;

  const mainClass = [
    styles.main,
    sidebarAvailable && !isMobile
      ? collapsed
        ? styles.withCollapsedSidebar
        : styles.withSidebar
      : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.shell}>
      {sidebarShown && <Sidebar profile={profile} isMobile={isMobile} />}
      {menuDrawer && mobileOpen && <MenuDrawer showAuth={showAuthButtons} />}
      <div className={mainClass}>
        <OfflineBanner />
        <Header
          showAuthButtons={showAuthButtons}
          showGuestMenuButton={menuDrawer}
          showPlanTogether={isSignedIn && showPlanTogether}
          showMenuButton={sidebarAvailable && isMobile}
        />
        <main
          id="main-content"
          className={fullBleed ? styles.fullBleed : styles.content}
          tabIndex={-1}
        >
          {children}
        </main>
        {!fullBleed && <Footer />}
      </div>
      <AuthModal />
      <SettingsModal />
      <FlagsPanel />
      <Toaster />
    </div>
  );
}

import type { Profile } from '@ai-map/contracts';
import { type KeyboardEvent, useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName, Button } from '../../shared/ui/button';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  LogoMark,
  PlusIcon,
  UploadIcon,
} from '../../shared/ui/icons';
import { TripHistory } from '../../features/chat/components/trip-history';
import { ImportPlacesModal } from '../../features/planner/components/import-places-modal';
import { SharedTrips } from '../../features/planner';
import { DrawerCatalogueLinks } from './catalogue-links';
import { ProfileMenu } from './profile-menu';
import { useSidebarStore } from './sidebar-store';
import styles from './sidebar.module.css';

interface SidebarProps {
  profile: Profile;
  isMobile: boolean;
}

/**
 * The signed-in user's sidebar: home link, New trip, the trip history list, the trips shared
 * with the user and the profile block. On desktop it collapses to an icon rail; on mobile it is a drawer over the page.
 */
export function Sidebar({ profile, isMobile }: SidebarProps) {
  const { collapsed: collapsedSetting, toggleCollapsed, setMobileOpen } = useSidebarStore();
  const collapsed = collapsedSetting && !isMobile;
  const closeDrawer = () => setMobileOpen(false);
  const [importing, setImporting] = useState(false);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (isMobile && event.key === 'Escape') closeDrawer();
  };

  return (
    <>
      {isMobile && <div className={styles.backdrop} onClick={closeDrawer} aria-hidden="true" />}
      <aside
        id="app-sidebar"
        className={[styles.sidebar, collapsed ? styles.collapsed : ''].filter(Boolean).join(' ')}
        aria-label="Sidebar"
        onKeyDown={onKeyDown}
      >
        <div className={styles.top}>
          <Link to="/" className={styles.logo} aria-label={collapsed ? 'AI Travel Map' : undefined}>
            <LogoMark size={34} />
            {!collapsed && <span>AI Travel Map</span>}
          </Link>
          {isMobile ? (
            <Button
              variant="ghost"
              iconOnly
              aria-label="Close menu"
              onClick={closeDrawer}
              autoFocus
            >
              <CloseIcon />
            </Button>
          ) : (
            <Button
              variant="ghost"
              iconOnly
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              aria-expanded={!collapsed}
              aria-controls="app-sidebar"
              onClick={toggleCollapsed}
            >
              {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
            </Button>
          )}
        </div>

        {/* The header hides its catalogue links on a phone: the drawer carries them. */}
        {isMobile && <DrawerCatalogueLinks />}

        <Link
          to="/chat/new"
          className={`${buttonClassName({ iconOnly: collapsed })} ${collapsed ? '' : styles.newTrip}`}
          aria-label={collapsed ? 'New trip' : undefined}
        >
          <PlusIcon size={18} />
          {!collapsed && 'New trip'}
        </Link>
        <Button
          variant="secondary"
          iconOnly={collapsed}
          className={collapsed ? undefined : styles.newTrip}
          aria-label={collapsed ? 'Import places' : undefined}
          onClick={() => setImporting(true)}
        >
          <UploadIcon size={18} />
          {!collapsed && 'Import places'}
        </Button>
        {importing && (
          <ImportPlacesModal
            trip={null}
            onClose={() => {
              setImporting(false);
              closeDrawer();
            }}
          />
        )}

        <nav className={styles.history} aria-label="Trip history">
          {/* The user's own trips, then the ones friends share with them. */}
          {!collapsed && <h2 className={styles.heading}>Your trips</h2>}
          <TripHistory collapsed={collapsed} onOpen={closeDrawer} />
          <SharedTrips collapsed={collapsed} onOpen={closeDrawer} />
        </nav>

        <ProfileMenu profile={profile} collapsed={collapsed} />
      </aside>
    </>
  );
}

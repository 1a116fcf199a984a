import { type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useAuthModalStore } from '../../shared/stores/auth-modal-store';
import { Button } from '../../shared/ui/button';
import { CloseIcon, LogoMark } from '../../shared/ui/icons';
import { DrawerCatalogueLinks } from './catalogue-links';
import { useSidebarStore } from './sidebar-store';
import styles from './sidebar.module.css';

/**
 * The menu on a phone for whoever has no sidebar drawer (signed out, or on a page without the
 * sidebar): the catalogue, and Login and Sign up for a signed-out visitor.
 */
export function MenuDrawer({ showAuth }: { showAuth: boolean }) {
  const setMobileOpen = useSidebarStore((state) => state.setMobileOpen);
  const openAuthModal = useAuthModalStore((state) => state.openAuthModal);
  const close = () => setMobileOpen(false);
  const openAuth = (mode: 'signin' | 'signup') => {
    close();
    openAuthModal(mode);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') close();
  };

  return (
    <>
      <div className={styles.backdrop} onClick={close} aria-hidden="true" />
      <aside id="app-menu" className={styles.sidebar} aria-label="Menu" onKeyDown={onKeyDown}>
        <div className={styles.top}>
          <Link to="/" className={styles.logo}>
            <LogoMark size={34} />
            <span>AI Travel Map</span>
          </Link>
          <Button variant="ghost" iconOnly aria-label="Close menu" onClick={close} autoFocus>
            <CloseIcon />
          </Button>
        </div>
        <DrawerCatalogueLinks />
        {showAuth && (
          <div className={styles.guestActions}>
            <Button variant="secondary" onClick={() => openAuth('signin')}>
              Login
            </Button>
            <Button onClick={() => openAuth('signup')}>Sign up</Button>
          </div>
        )}
      </aside>
    </>
  );
}

import { Link, NavLink, useMatch } from 'react-router';
import { useAuthModalStore } from '../../shared/stores/auth-modal-store';
import { usePlannerUiStore } from '../../features/planner/stores/planner-ui-store';
import { Button } from '../../shared/ui/button';
import { LogoMark, MenuIcon, UsersIcon } from '../../shared/ui/icons';
import { catalogueLinks } from './catalogue-links';
import { useSidebarStore } from './sidebar-store';
import styles from './header.module.css';

interface HeaderProps {
  showAuthButtons: boolean;
  showPlanTogether: boolean;
  /** The signed-in sidebar is a drawer (mobile): the button opens it. */
  showMenuButton: boolean;
  /** The catalogue's menu drawer (no sidebar), for screens too narrow for the catalogue links. */
  showGuestMenuButton: boolean;
}

export function Header({
  showAuthButtons,
  showPlanTogether,
  showMenuButton,
  showGuestMenuButton,
}: HeaderProps) {
  const openAuthModal = useAuthModalStore((state) => state.openAuthModal);
  const { mobileOpen, setMobileOpen } = useSidebarStore();
  // Plan Together invites friends to the trip of the open chat.
  const openChat = useMatch('/chat/:id');

  return (
    <header className={styles.header}>
      {showMenuButton && (
        <Button
          variant="ghost"
          iconOnly
          aria-label="Open menu"
          aria-expanded={mobileOpen}
          aria-controls="app-sidebar"
          onClick={() => setMobileOpen(true)}
        >
          <MenuIcon />
        </Button>
      )}
      {showGuestMenuButton && (
        <Button
          variant="ghost"
          iconOnly
          className={styles.guestMenu}
          aria-label="Open menu"
          aria-expanded={mobileOpen}
          aria-controls="app-menu"
          onClick={() => setMobileOpen(true)}
        >
          <MenuIcon />
        </Button>
      )}
      <Link to="/" className={styles.brand}>
        <LogoMark size={32} />
        <span className={styles.brandText}>
          <span className={styles.name}>AI Travel Map</span>
          <span className={styles.tagline}>AI travel map and planner</span>
        </span>
      </Link>
      <nav className={styles.nav} aria-label="Catalogue">
        {catalogueLinks.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            className={({ isActive }) =>
              isActive ? `${styles.navLink} ${styles.navActive}` : styles.navLink
            }
          >
            {link.label}
          </NavLink>
        ))}
      </nav>
      <div className={styles.actions}>
        {showPlanTogether && openChat && (
          <Button
            variant="secondary"
            onClick={() => usePlannerUiStore.getState().inviteFor(openChat.params.id ?? null)}
          >
            <UsersIcon size={18} />
            Plan Together
          </Button>
        )}
        {showAuthButtons && (
          <>
            <Button variant="ghost" onClick={() => openAuthModal('signin')}>
              Login
            </Button>
            <Button onClick={() => openAuthModal('signup')}>Sign up</Button>
          </>
        )}
      </div>
    </header>
  );
}

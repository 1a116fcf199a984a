import { displayName, type Profile } from '@ai-map/contracts';
import { useId } from 'react';
import { useLogout } from '../../features/auth/api/logout';
import { useMenuPopover } from '../../shared/hooks/use-menu-popover';
import { useSettingsModalStore } from '../../shared/stores/settings-modal-store';
import { Avatar } from '../../shared/ui/avatar';
import { CardIcon, ChevronUpDownIcon, LogoutIcon, SettingsIcon } from '../../shared/ui/icons';
import { useSidebarStore } from './sidebar-store';
import styles from './sidebar.module.css';

/**
 * The profile block at the bottom of the sidebar and its menu (spec 000 §2): e-mail,
 * Subscription (the settings modal on its Subscriptions tab), Setting (on General), Log out.
 */
export function ProfileMenu({ profile, collapsed }: { profile: Profile; collapsed: boolean }) {
  const { open, toggle, dismiss, container, trigger, onMenuKeyDown } = useMenuPopover();
  const menuId = useId();
  const openSettings = useSettingsModalStore((state) => state.openSettings);
  const logout = useLogout();
  // On a phone the menu lives in the drawer, which would cover the settings it opens.
  const closeDrawer = () => useSidebarStore.getState().setMobileOpen(false);
  const name = displayName(profile);
  const plan = profile.subscription_info?.title ?? 'Free';

  return (
    <div className={styles.profile} ref={container}>
      {open && (
        <div className={styles.menu} onKeyDown={onMenuKeyDown}>
          <p className={styles.menuEmail}>{profile.email}</p>
          <div role="menu" id={menuId} aria-label="Account">
            <button
              type="button"
              role="menuitem"
              className={styles.menuItem}
              onClick={() => {
                dismiss();
                openSettings('subscriptions');
                closeDrawer();
              }}
            >
              <CardIcon size={18} />
              Subscription
            </button>
            <button
              type="button"
              role="menuitem"
              className={styles.menuItem}
              onClick={() => {
                dismiss();
                openSettings('general');
                closeDrawer();
              }}
            >
              <SettingsIcon size={18} />
              Setting
            </button>
            <button
              type="button"
              role="menuitem"
              className={styles.menuItem}
              disabled={logout.isPending}
              onClick={() => logout.mutate()}
            >
              <LogoutIcon size={18} />
              Log out
            </button>
          </div>
        </div>
      )}
      <button
        ref={trigger}
        type="button"
        className={styles.profileButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={collapsed ? `${name}, ${plan} plan` : undefined}
        onClick={toggle}
      >
        <Avatar name={name} photo={profile.photo} size={38} />
        {!collapsed && (
          <>
            <span className={styles.profileText}>
              <span className={styles.profileName}>{name}</span>
              <span className={styles.planBadge}>{plan}</span>
            </span>
            <ChevronUpDownIcon size={18} />
          </>
        )}
      </button>
    </div>
  );
}

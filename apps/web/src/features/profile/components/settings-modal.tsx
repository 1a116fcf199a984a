import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useIsMobile } from '../../../shared/hooks/use-is-mobile';
import { Button } from '../../../shared/ui/button';
import {
  CardIcon,
  LogoutIcon,
  ReceiptIcon,
  SettingsIcon,
  SparkleIcon,
} from '../../../shared/ui/icons';
import { Modal } from '../../../shared/ui/modal';
import { useLogout } from '../../auth';
import { PaymentsTab } from '../../billing';
import { SubscriptionsTab } from '../../subscription';
import { useCurrentUser } from '../../../shared/hooks/use-current-user';
import {
  SETTINGS_TABS,
  type SettingsTab,
  useSettingsModalStore,
} from '../../../shared/stores/settings-modal-store';
import { GeneralTab } from './general-tab';
import styles from './settings.module.css';

const TAB_LABELS: Record<SettingsTab, { label: string; icon: ReactNode }> = {
  general: { label: 'General', icon: <SettingsIcon size={18} /> },
  payments: { label: 'Payments', icon: <ReceiptIcon size={18} /> },
  subscriptions: { label: 'Subscriptions', icon: <CardIcon size={18} /> },
};

/** The tab a key moves to in a tab list (WAI-ARIA tabs pattern), or null for other keys. */
function tabAfterKey(current: SettingsTab, key: string): SettingsTab | null {
  const index = SETTINGS_TABS.indexOf(current);
  const last = SETTINGS_TABS.length - 1;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return SETTINGS_TABS[index === last ? 0 : index + 1]!;
    case 'ArrowUp':
    case 'ArrowLeft':
      return SETTINGS_TABS[index === 0 ? last : index - 1]!;
    case 'Home':
      return SETTINGS_TABS[0];
    case 'End':
      return SETTINGS_TABS[last]!;
    default:
      return null;
  }
}

/**
 * The settings (profile) modal, 600 px wide and 80vh tall (spec 000 §2, §9): tabs General,
 * Payments and Subscriptions, picked by the settings store so that the sidebar's profile menu can
 * open it on a given tab. On desktop a side panel holds an Upgrade plan link, the tabs and Sign
 * Out; on mobile the panel becomes a header strip, where the Upgrade plan link is hidden on the
 * Subscriptions tab.
 */
export function SettingsModal() {
  const { tab, openSettings, closeSettings } = useSettingsModalStore();
  const { profile } = useCurrentUser();
  const logout = useLogout();
  const headingId = useId();
  const idPrefix = useId();
  const tabList = useRef<HTMLDivElement>(null);
  const isMobile = useIsMobile();

  if (tab === null || !profile) return null;

  const tabId = (name: SettingsTab) => `${idPrefix}-${name}`;
  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(tab, event.key);
    if (!next) return;
    event.preventDefault();
    openSettings(next);
    tabList.current?.querySelector<HTMLElement>(`[id="${tabId(next)}"]`)?.focus();
  };

  return (
    <Modal labelledBy={headingId} onClose={closeSettings} maxWidth={600} height="80vh">
      <div className={styles.layout}>
        <div className={styles.side}>
          <h2 id={headingId}>Settings</h2>
          <Link
            to="/subscription"
            className={[styles.upgrade, tab === 'subscriptions' ? styles.desktopOnly : '']
              .filter(Boolean)
              .join(' ')}
            onClick={closeSettings}
          >
            <SparkleIcon size={16} />
            Upgrade plan
          </Link>
          <div
            ref={tabList}
            className={styles.tabList}
            role="tablist"
            aria-label="Settings sections"
            aria-orientation={isMobile ? 'horizontal' : 'vertical'}
            onKeyDown={onTabKeyDown}
          >
            {SETTINGS_TABS.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={tabId(name)}
                aria-selected={tab === name}
                aria-controls={tab === name ? `${tabId(name)}-panel` : undefined}
                tabIndex={tab === name ? 0 : -1}
                // The modal moves focus to the open tab, not to the Upgrade plan link before it.
                data-autofocus={tab === name || undefined}
                className={styles.tab}
                onClick={() => openSettings(name)}
              >
                {TAB_LABELS[name].icon}
                {TAB_LABELS[name].label}
              </button>
            ))}
          </div>
          <Button
            variant="ghost"
            className={styles.signOut}
            loading={logout.isPending}
            onClick={() => logout.mutate(undefined, { onSettled: closeSettings })}
          >
            <LogoutIcon size={18} />
            Sign Out
          </Button>
        </div>
        <div
          className={styles.content}
          role="tabpanel"
          id={`${tabId(tab)}-panel`}
          aria-labelledby={tabId(tab)}
          // Keyed by tab: each tab mounts fresh, and the scroll position starts at the top.
          key={tab}
        >
          {tab === 'general' && <GeneralTab profile={profile} />}
          {tab === 'payments' && <PaymentsTab />}
          {tab === 'subscriptions' && <SubscriptionsTab />}
        </div>
      </div>
    </Modal>
  );
}

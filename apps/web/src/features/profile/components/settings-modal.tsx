import { useId } from 'react';
import { Button } from '../../../shared/ui/button';
import { LogoutIcon, SettingsIcon } from '../../../shared/ui/icons';
import { Modal } from '../../../shared/ui/modal';
import { useLogout } from '../../auth/api/logout';
import { useCurrentUser } from '../hooks/use-current-user';
import { useSettingsModalStore } from '../stores/settings-modal-store';
import { GeneralTab } from './general-tab';
import styles from './settings.module.css';

/**
 * The settings (profile) modal, 600 px wide and 80vh tall (spec 000 §9). A side panel holds the
 * tabs and Sign Out on desktop; on mobile it becomes a strip above the content.
 */
export function SettingsModal() {
  const { tab, closeSettings } = useSettingsModalStore();
  const { profile } = useCurrentUser();
  const logout = useLogout();
  const headingId = useId();
  const tabId = useId();

  if (tab === null || !profile) return null;

  return (
    <Modal labelledBy={headingId} onClose={closeSettings} maxWidth={600} height="80vh">
      <div className={styles.layout}>
        <div className={styles.side}>
          <h2 id={headingId}>Settings</h2>
          <div className={styles.tabList} role="tablist" aria-label="Settings sections">
            <button
              type="button"
              role="tab"
              id={tabId}
              aria-selected="true"
              aria-controls={`${tabId}-panel`}
              className={styles.tab}
            >
              <SettingsIcon size={18} />
              General
            </button>
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
          id={`${tabId}-panel`}
          aria-labelledby={tabId}
        >
          <GeneralTab profile={profile} />
        </div>
      </div>
    </Modal>
  );
}

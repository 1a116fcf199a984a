import { useNavigate } from 'react-router';
import { useSessionStore } from '../../../shared/api/session-store';
import { Button } from '../../../shared/ui/button';
import { LockIcon } from '../../../shared/ui/icons';
import { useAuthModalStore } from '../../../shared/stores/auth-modal-store';
import { useSettingsModalStore } from '../../../shared/stores/settings-modal-store';
import { useSubscriptionSelectionStore } from '../stores/subscription-selection-store';
import styles from './plans.module.css';

/**
 * The prompt on locked content (spec 000 §1, §4): signed out it opens the sign-in modal; signed
 * in it leads to the plan choice on /subscription.
 */
export function UnlockPremium({ message }: { message?: string }) {
  const signedIn = useSessionStore((state) => state.token !== null);
  const openAuthModal = useAuthModalStore((state) => state.openAuthModal);
  const navigate = useNavigate();

  const onUnlock = () => {
    if (!signedIn) {
      openAuthModal('signin');
      return;
    }
    // The plan choice, not an earlier selection's checkout.
    useSubscriptionSelectionStore.getState().clear();
    useSettingsModalStore.getState().closeSettings();
    void navigate('/subscription');
  };

  return (
    <div className={styles.unlock}>
      {message && (
        <p className={styles.unlockText}>
          <LockIcon size={16} />
          {message}
        </p>
      )}
      <Button variant="secondary" onClick={onUnlock}>
        <LockIcon size={16} />
        Unlock with Premium
      </Button>
    </div>
  );
}

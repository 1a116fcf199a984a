import { Link } from 'react-router';
import { useSessionStore } from '../../../../shared/api/session-store';
import { Button, buttonClassName } from '../../../../shared/ui/button';
import { PlusIcon } from '../../../../shared/ui/icons';
import { useAuthModalStore } from '../../../../shared/stores/auth-modal-store';
import styles from './trips-tab.module.css';

/**
 * The trips tab: trips are planned with the assistant, so this tab starts a new one; signed out
 * it asks the visitor to sign in first.
 */
export function TripsTab() {
  const token = useSessionStore((state) => state.token);
  const openAuthModal = useAuthModalStore((state) => state.openAuthModal);

  if (token === null) {
    return (
      <div className={styles.tab}>
        <h2 className={styles.title}>Your trips</h2>
        <p className={styles.text}>Sign in to plan trips and keep them with your account.</p>
        <Button onClick={() => openAuthModal('signin')}>Sign in</Button>
      </div>
    );
  }

  return (
    <div className={styles.tab}>
      <h2 className={styles.title}>Your trips</h2>
      <p className={styles.text}>
        Plan a trip with the assistant: the places it adds are drawn on this map.
      </p>
      <Link className={buttonClassName()} to="/chat/new">
        <PlusIcon size={18} />
        New trip
      </Link>
    </div>
  );
}

import { Link } from 'react-router';
import { useSessionStore } from '../../../../shared/api/session-store';
import { Button, buttonClassName } from '../../../../shared/ui/button';
import { ChatIcon, PlusIcon } from '../../../../shared/ui/icons';
import { useChats } from '../../../../shared/api/get-chats';
import { SharedTrips } from '../../../planner';
import { useAuthModalStore } from '../../../../shared/stores/auth-modal-store';
import styles from './trips-tab.module.css';

/**
 * The trips tab: trips are planned with the assistant, so this tab starts a new one and lists
 * the user's trips and the ones shared with them; signed out it asks the visitor to sign in.
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
      <OwnTrips />
      <SharedTrips headingLevel={3} />
    </div>
  );
}

/** The user's own planned trips, each opening its chat (the sidebar lists them too). */
function OwnTrips() {
  const chats = useChats();
  const trips = (chats.data ?? []).filter((chat) => chat.trip !== null);
  if (trips.length === 0) return null;
  return (
    <ul className={styles.list} aria-label="Your trips">
      {trips.map((chat) => (
        <li key={chat.id}>
          <Link className={styles.item} to={`/chat/${chat.slug}`}>
            <ChatIcon size={16} />
            <span className={styles.itemTitle}>{chat.title.trim() || 'New trip'}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { type ReactNode, useId, useState } from 'react';
import { useTrip } from '../api/get-trip';
import { tripTabLabel } from '../lib/trip-tab-label';
import { TripPanel } from './trip-panel';
import styles from './trip-tabs.module.css';

interface TripTabsProps {
  /** The chat's trip; without one only the chat is shown. */
  tripId: number | null;
  /** The conversation and its composer. */
  children: ReactNode;
}

/**
 * "Chat | Trip (N Places)" over the assistant's column once the chat has a trip. The chat stays
 * mounted in the same place whether or not the tabs are shown, so neither the trip's arrival
 * nor a look at the trip loses the draft in the composer or the conversation's scroll.
 */
export function TripTabs({ tripId, children }: TripTabsProps) {
  const [tab, setTab] = useState<'chat' | 'trip'>('chat');
  const trip = useTrip(tripId);
  const id = useId();
  const hasTrip = tripId !== null;
  const shown = hasTrip ? tab : 'chat';
  const tabs = [
    { key: 'chat' as const, label: 'Chat' },
    { key: 'trip' as const, label: tripTabLabel(trip.data) },
  ];
  return (
    <>
      {hasTrip && (
        <div className={styles.tabs} role="tablist" aria-label="Chat or trip">
          {tabs.map(({ key, label }) => (
            <button
              key={key}
              type="button"
              role="tab"
              id={`${id}-${key}`}
              aria-selected={shown === key}
              aria-controls={`${id}-${key}-panel`}
              className={styles.tab}
              onClick={() => setTab(key)}
            >
              {label}
            </button>
          ))}
        </div>
      )}
      <div
        className={styles.pane}
        hidden={shown !== 'chat'}
        {...(hasTrip && {
          role: 'tabpanel',
          id: `${id}-chat-panel`,
          'aria-labelledby': `${id}-chat`,
        })}
      >
        {children}
      </div>
      {hasTrip && shown === 'trip' && (
        <div
          className={`${styles.pane} ${styles.scroll}`}
          role="tabpanel"
          id={`${id}-trip-panel`}
          aria-labelledby={`${id}-trip`}
        >
          <TripPanel tripId={tripId} />
        </div>
      )}
    </>
  );
}

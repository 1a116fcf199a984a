import type { SharedTrip } from '@ai-map/contracts';
import { useId } from 'react';
import { NavLink } from 'react-router';
import { UsersIcon } from '../../../shared/ui/icons';
import { useSharedTrips } from '../api/trip-members';
import { sharedByLine } from '../lib/member-labels';
import styles from './shared-trips.module.css';

interface SharedTripsProps {
  /** The sidebar's icon rail: only icons linking to the trips. */
  collapsed?: boolean;
  /** Opening a trip closes the mobile menu. */
  onOpen?: () => void;
  /** The heading's level where the list sits (the sidebar's h2, the map tab's h3). */
  headingLevel?: 2 | 3;
}

/**
 * "Shared with me": the trips the user takes part in as editor or viewer, with who shared them
 * and the user's role, beside their own trips (the sidebar and the map's Trips tab).
 */
export function SharedTrips({ collapsed = false, onOpen, headingLevel = 2 }: SharedTripsProps) {
  const shared = useSharedTrips();
  const headingId = useId();
  // The rail has no room for words: nothing until there is a trip to show.
  if (collapsed && !shared.data?.results.length) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading
        id={headingId}
        className={
          collapsed ? styles.hidden : headingLevel === 2 ? styles.heading : styles.subheading
        }
      >
        Shared with me
      </Heading>
      {shared.isPending ? (
        <p className={styles.status}>Loading shared trips…</p>
      ) : shared.isError ? (
        <p className={styles.status}>Shared trips could not be loaded.</p>
      ) : (
        <SharedTripList
          trips={shared.data.results}
          more={shared.data.count - shared.data.results.length}
          collapsed={collapsed}
          onOpen={onOpen}
        />
      )}
    </section>
  );
}

interface SharedTripListProps {
  trips: SharedTrip[];
  /** Shared trips beyond the ones listed. */
  more: number;
  collapsed: boolean;
  onOpen?: () => void;
}

/** The list itself, or what to expect when it is empty. */
export function SharedTripList({ trips, more, collapsed, onOpen }: SharedTripListProps) {
  if (trips.length === 0) {
    return <p className={styles.status}>Trips that friends invite you to will appear here.</p>;
  }
  return (
    <>
      <ul className={styles.list}>
        {trips.map((trip) => (
          <SharedTripItem key={trip.id} trip={trip} collapsed={collapsed} onOpen={onOpen} />
        ))}
      </ul>
      {more > 0 && !collapsed && (
        <p className={styles.status}>
          and {more} more shared trip{more === 1 ? '' : 's'}
        </p>
      )}
    </>
  );
}

function SharedTripItem({
  trip,
  collapsed,
  onOpen,
}: {
  trip: SharedTrip;
  collapsed: boolean;
  onOpen?: () => void;
}) {
  const title = trip.title.trim() || 'Untitled trip';
  const line = sharedByLine(trip);
  const content = collapsed ? (
    <UsersIcon size={18} />
  ) : (
    <>
      <UsersIcon size={16} />
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        <span className={styles.line}>{line}</span>
      </span>
    </>
  );
  const label = collapsed ? `${title}: ${line}` : undefined;
  if (trip.chat_slug === null) {
    // Trips open in their chat's page; one without a chat is listed, not linked.
    return (
      <li className={collapsed ? styles.icon : styles.item} aria-label={label}>
        {content}
      </li>
    );
  }
  return (
    <li>
      <NavLink
        to={`/chat/${trip.chat_slug}`}
        className={({ isActive }) =>
          [collapsed ? styles.icon : styles.item, isActive ? styles.active : '']
            .filter(Boolean)
            .join(' ')
        }
        aria-label={label}
        title={collapsed ? label : undefined}
        onClick={onOpen}
      >
        {content}
      </NavLink>
    </li>
  );
}

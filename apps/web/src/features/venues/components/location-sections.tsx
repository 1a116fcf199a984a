import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from '../../../shared/ui/content.module.css';
import { DataAgeLine } from '../../../shared/ui/data-age-line';
import { ScoreBadge } from '../../../shared/ui/score-badge';
import { SkeletonGrid } from '../../../shared/ui/skeleton';
import { attractionPath } from '../../places';
import { useEvents } from '../api/get-events';
import { useFoodList } from '../api/get-food-list';
import { useLocalCulture } from '../api/get-local-culture';
import { useShops } from '../api/get-shops';
import {
  eventPath,
  foodPath,
  formatDateRange,
  locationParams,
  type VenueLocation,
} from '../../../shared/lib/venues';
import { EventGrid, FoodGrid, ShopGrid } from './venue-cards';
import venues from '../../../shared/ui/venues.module.css';

const SHOWN = 6;
const CULTURE_SHOWN = 5;

function listHref(path: string, location: VenueLocation) {
  return `${path}?${new URLSearchParams(locationParams(location))}`;
}

/**
 * A section that disappears when its list is empty or failed (failures are only logged, spec
 * 001 §8); skeletons while it loads.
 */
function HiddenWhenEmpty<T>({
  title,
  hint,
  link,
  query,
  isEmpty,
  children,
}: {
  title: string;
  hint?: string;
  link: { to: string; label: string };
  query: Pick<UseQueryResult<T>, 'data' | 'isPending'>;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <SkeletonGrid count={3} height={110} />;
  if (query.data === undefined || isEmpty(query.data)) return null;
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHeader}>
        <h2 id={id}>{title}</h2>
        <div className={styles.sectionAside}>
          {hint && <p className={styles.sectionHint}>{hint}</p>}
          <Link to={link.to}>{link.label}</Link>
        </div>
      </div>
      {children(query.data)}
    </section>
  );
}

/** "Events", "Food and drink", "Shops" and "Local culture" of a country, region or city. */
export function LocationVenueSections({
  location,
  name,
}: {
  location: VenueLocation;
  name: string;
}) {
  const events = useEvents({ page: 1, ordering: 'start_date', location, pageSize: SHOWN });
  const food = useFoodList({
    page: 1,
    ordering: '-rating',
    category: 'all',
    location,
    pageSize: SHOWN,
  });
  const shops = useShops({ page: 1, ordering: '-rating', location, pageSize: SHOWN });
  const culture = useLocalCulture(location, CULTURE_SHOWN);
  const cultureEmpty =
    !culture.attractions.data?.list.length &&
    !culture.events.data?.list.length &&
    !culture.food.data?.list.length;

  return (
    <>
      <HiddenWhenEmpty
        title="Events"
        hint="Upcoming, soonest first"
        link={{ to: listHref('/events', location), label: 'All events' }}
        query={events}
        isEmpty={(page) => page.list.length === 0}
      >
        {(page) => <EventGrid events={page.list} />}
      </HiddenWhenEmpty>
      <HiddenWhenEmpty
        title="Food and drink"
        hint="Best rated first"
        link={{ to: listHref('/food', location), label: `All food and drink in ${name}` }}
        query={food}
        isEmpty={(page) => page.list.length === 0}
      >
        {(page) => (
          <>
            <FoodGrid food={page.list} />
            <DataAgeLine places={page.list} scope="list" />
          </>
        )}
      </HiddenWhenEmpty>
      <HiddenWhenEmpty
        title="Shops"
        hint="Best rated first"
        link={{ to: listHref('/shops', location), label: `All shops in ${name}` }}
        query={shops}
        isEmpty={(page) => page.list.length === 0}
      >
        {(page) => (
          <>
            <ShopGrid shops={page.list} />
            <DataAgeLine places={page.list} scope="list" />
          </>
        )}
      </HiddenWhenEmpty>
      {!cultureEmpty && (
        <section className={`${styles.panel} ${styles.section}`} aria-labelledby="local-culture">
          <h2 id="local-culture">Local culture</h2>
          <div className={venues.cultureColumns}>
            <CultureColumn
              title="Heritage and sights"
              items={culture.attractions.data?.list.map((item) => ({
                key: item.attraction_id,
                to: attractionPath(item.attraction_id),
                name: item.name,
                aside: <ScoreBadge score={item.rating} />,
              }))}
            />
            <CultureColumn
              title="Holidays and festivals"
              items={culture.events.data?.list.map((item) => ({
                key: item.event_id,
                to: eventPath(item.event_id),
                name: item.name,
                aside: <small>{formatDateRange(item.start_date, item.finish_date)}</small>,
              }))}
            />
            <CultureColumn
              title="Local food"
              items={culture.food.data?.list.map((item) => ({
                key: item.restaurant_id,
                to: foodPath(item.restaurant_id),
                name: item.name,
                aside: <ScoreBadge score={item.rating} />,
              }))}
            />
          </div>
        </section>
      )}
    </>
  );
}

function CultureColumn({
  title,
  items,
}: {
  title: string;
  items: { key: number; to: string; name: string; aside: ReactNode }[] | undefined;
}) {
  if (!items || items.length === 0) return null;
  return (
    <div>
      <h3>{title}</h3>
      <ul className={venues.shortList}>
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.to}>{item.name}</Link>
            {item.aside}
          </li>
        ))}
      </ul>
    </div>
  );
}

import type { SearchFilters } from '@ai-map/contracts';
import { useSearchMatchCount } from '../../api/count-search-matches';
import styles from './advanced-filter-modal.module.css';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** How many countries and cities the where-and-when choices leave (advanced search). */
export function MatchCount({ filters }: { filters: SearchFilters }) {
  const countries = useSearchMatchCount('countries', filters);
  const cities = useSearchMatchCount('cities', filters);
  if (countries.isError || cities.isError) {
    return <p className={styles.matches}>The matches could not be counted.</p>;
  }
  if (countries.data === undefined || cities.data === undefined) {
    return (
      <p className={styles.matches} aria-busy="true">
        Counting the matches…
      </p>
    );
  }
  const busy = countries.isPlaceholderData || cities.isPlaceholderData;
  return (
    <p className={styles.matches} aria-live="polite" aria-busy={busy || undefined}>
      <strong>{plural(countries.data, 'country', 'countries')}</strong> and{' '}
      <strong>{plural(cities.data, 'city', 'cities')}</strong> match
    </p>
  );
}

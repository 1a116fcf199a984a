import { PAGE_SIZES } from '@ai-map/contracts';
import { useListParams } from '../../../shared/hooks/use-list-params';
import { usePageMeta } from '../../../shared/stores/page-meta-store';
import styles from '../../../shared/ui/content.module.css';
import { Pagination } from '../../../shared/ui/pagination';
import { SelectField } from '../../../shared/ui/select-field';
import { SkeletonGrid } from '../../../shared/ui/skeleton';
import { useCities } from '../api/get-cities';
import { CITY_ORDERINGS, DEFAULT_ORDERING, orderingValues } from '../lib/orderings';
import { CityCard } from './catalog-cards';
import { ListError } from './list-error';

const allowed = orderingValues(CITY_ORDERINGS);

export function CitiesPage() {
  const { page, ordering, hrefFor, setOrdering } = useListParams(allowed, DEFAULT_ORDERING);
  const cities = useCities({ page, ordering });
  usePageMeta(cities.data?.meta ?? undefined);

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <div>
          <h1>Cities</h1>
          <p className={styles.lead}>
            {cities.data
              ? `${formatCount(cities.data.count)} cities with their climate, costs and places to visit`
              : 'Cities with their climate, costs and places to visit'}
          </p>
        </div>
        <SelectField
          label="Sort by"
          value={ordering}
          options={CITY_ORDERINGS}
          onChange={setOrdering}
        />
      </div>
      {cities.isError ? (
        <ListError error={cities.error} />
      ) : !cities.data ? (
        <SkeletonGrid count={12} height={120} />
      ) : (
        <div aria-busy={cities.isPlaceholderData || undefined}>
          <ul className={styles.grid} aria-label="Cities">
            {cities.data.list.map((city) => (
              <li key={city.city_id}>
                <CityCard city={city} showCountry />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            count={cities.data.count}
            pageSize={PAGE_SIZES.cities}
            hrefFor={hrefFor}
          />
        </div>
      )}
    </div>
  );
}

function formatCount(count: number): string {
  return new Intl.NumberFormat('en-US').format(count);
}

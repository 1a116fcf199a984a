import { PAGE_SIZES } from '@ai-map/contracts';
import { useListParams } from '../../../shared/hooks/use-list-params';
import { usePageMeta } from '../../../shared/stores/page-meta-store';
import styles from '../../../shared/ui/content.module.css';
import { Pagination } from '../../../shared/ui/pagination';
import { SelectField } from '../../../shared/ui/select-field';
import { SkeletonGrid } from '../../../shared/ui/skeleton';
import { useCountries } from '../api/get-countries';
import { COUNTRY_ORDERINGS, DEFAULT_ORDERING, orderingValues } from '../lib/orderings';
import { CountryCard } from './catalog-cards';
import { ListError } from './list-error';

const allowed = orderingValues(COUNTRY_ORDERINGS);

export function CountriesPage() {
  const { page, ordering, hrefFor, setOrdering } = useListParams(allowed, DEFAULT_ORDERING);
  const countries = useCountries({ page, ordering });
  usePageMeta(countries.data?.meta ?? undefined);

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <div>
          <h1>Countries</h1>
          <p className={styles.lead}>
            {countries.data
              ? `${countries.data.count} countries with their visitors, costs and places to visit`
              : 'Every country with its visitors, costs and places to visit'}
          </p>
        </div>
        <SelectField
          label="Sort by"
          value={ordering}
          options={COUNTRY_ORDERINGS}
          onChange={setOrdering}
        />
      </div>
      {countries.isError ? (
        <ListError error={countries.error} />
      ) : !countries.data ? (
        <SkeletonGrid count={12} height={110} />
      ) : (
        <div aria-busy={countries.isPlaceholderData || undefined}>
          <ul className={styles.grid} aria-label="Countries">
            {countries.data.list.map((country) => (
              <li key={country.country_id}>
                <CountryCard country={country} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            count={countries.data.count}
            pageSize={PAGE_SIZES.countries}
            hrefFor={hrefFor}
          />
        </div>
      )}
    </div>
  );
}

import { PAGE_SIZES } from '@ai-map/contracts';
import { useListParams } from '../../../shared/hooks/use-list-params';
import { usePageMeta } from '../../../shared/stores/page-meta-store';
import styles from '../../../shared/ui/content.module.css';
import { SortSelect } from '../../../shared/ui/select-field';
import { useCountries } from '../api/get-countries';
import { COUNTRY_ORDERINGS, DEFAULT_ORDERING, orderingValues } from '../lib/orderings';
import { CountryCard } from './catalog-cards';
import { ListPage } from '../../../shared/ui/list-page';

const allowed = orderingValues(COUNTRY_ORDERINGS);

export function CountriesPage() {
  const { page, ordering, hrefFor, setOrdering } = useListParams(allowed, DEFAULT_ORDERING);
  const countries = useCountries({ page, ordering });
  usePageMeta(countries.data?.meta ?? undefined);

  return (
    <ListPage
      title="Countries"
      lead={
        countries.data
          ? `${countries.data.count} countries with their visitors, costs and places to visit`
          : 'Every country with its visitors, costs and places to visit'
      }
      tools={<SortSelect value={ordering} options={COUNTRY_ORDERINGS} onChange={setOrdering} />}
      query={countries}
      skeleton={{ count: 12, height: 110 }}
      page={page}
      pageSize={PAGE_SIZES.countries}
      hrefFor={hrefFor}
    >
      {(list) => (
        <ul className={styles.grid} aria-label="Countries">
          {list.map((country) => (
            <li key={country.country_id}>
              <CountryCard country={country} />
            </li>
          ))}
        </ul>
      )}
    </ListPage>
  );
}

import { PAGE_SIZES } from '@ai-map/contracts';
import { useListParams } from '../../../shared/hooks/use-list-params';
import { usePageMeta } from '../../../shared/stores/page-meta-store';
import styles from '../../../shared/ui/content.module.css';
import { SortSelect } from '../../../shared/ui/select-field';
import { useCities } from '../api/get-cities';
import { CITY_ORDERINGS, DEFAULT_ORDERING, orderingValues } from '../lib/orderings';
import { CityCard } from './catalog-cards';
import { ListPage } from '../../../shared/ui/list-page';

const allowed = orderingValues(CITY_ORDERINGS);

export function CitiesPage() {
  const { page, ordering, hrefFor, setOrdering } = useListParams(allowed, DEFAULT_ORDERING);
  const cities = useCities({ page, ordering });
  usePageMeta(cities.data?.meta ?? undefined);

  return (
    <ListPage
      title="Cities"
      lead={
        cities.data
          ? `${formatCount(cities.data.count)} cities with their climate, costs and places to visit`
          : 'Cities with their climate, costs and places to visit'
      }
      tools={<SortSelect value={ordering} options={CITY_ORDERINGS} onChange={setOrdering} />}
      query={cities}
      skeleton={{ count: 12, height: 120 }}
      page={page}
      pageSize={PAGE_SIZES.cities}
      hrefFor={hrefFor}
    >
      {(list) => (
        <ul className={styles.grid} aria-label="Cities">
          {list.map((city) => (
            <li key={city.city_id}>
              <CityCard city={city} showCountry />
            </li>
          ))}
        </ul>
      )}
    </ListPage>
  );
}

function formatCount(count: number): string {
  return new Intl.NumberFormat('en-US').format(count);
}

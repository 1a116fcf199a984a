import { PAGE_SIZES } from '@ai-map/contracts';
import { useListParams } from '../../../shared/hooks/use-list-params';
import { usePageMeta } from '../../../shared/stores/page-meta-store';
import styles from '../../../shared/ui/content.module.css';
import { Pagination } from '../../../shared/ui/pagination';
import { SelectField } from '../../../shared/ui/select-field';
import { SkeletonGrid } from '../../../shared/ui/skeleton';
import { ListError, ATTRACTION_ORDERINGS, DEFAULT_ORDERING, orderingValues } from '../../catalog';
import { useAttractions } from '../api/get-attractions';
import { AttractionGrid } from './attraction-card';

const allowed = orderingValues(ATTRACTION_ORDERINGS);

export function AttractionsPage() {
  const { page, ordering, hrefFor, setOrdering } = useListParams(allowed, DEFAULT_ORDERING);
  const attractions = useAttractions({ page, ordering });
  usePageMeta(attractions.data?.meta ?? undefined);

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <div>
          <h1>Attractions</h1>
          <p className={styles.lead}>
            {attractions.data
              ? `${new Intl.NumberFormat('en-US').format(attractions.data.count)} sights, museums and landmarks`
              : 'Sights, museums and landmarks'}
          </p>
        </div>
        <SelectField
          label="Sort by"
          value={ordering}
          options={ATTRACTION_ORDERINGS}
          onChange={setOrdering}
        />
      </div>
      {attractions.isError ? (
        <ListError error={attractions.error} />
      ) : !attractions.data ? (
        <SkeletonGrid count={12} height={120} />
      ) : (
        <div aria-busy={attractions.isPlaceholderData || undefined}>
          <AttractionGrid attractions={attractions.data.list} />
          <Pagination
            page={page}
            count={attractions.data.count}
            pageSize={PAGE_SIZES.attractions}
            hrefFor={hrefFor}
          />
        </div>
      )}
    </div>
  );
}

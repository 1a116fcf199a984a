import { PAGE_SIZES } from '@ai-map/contracts';
import { useListParams } from '../../../shared/hooks/use-list-params';
import { usePageMeta } from '../../../shared/stores/page-meta-store';
import { SortSelect } from '../../../shared/ui/select-field';
import { ATTRACTION_ORDERINGS, DEFAULT_ORDERING, orderingValues } from '../../catalog';
import { useAttractions } from '../api/get-attractions';
import { AttractionGrid } from './attraction-card';
import { ListPage } from '../../../shared/ui/list-page';

const allowed = orderingValues(ATTRACTION_ORDERINGS);

export function AttractionsPage() {
  const { page, ordering, hrefFor, setOrdering } = useListParams(allowed, DEFAULT_ORDERING);
  const attractions = useAttractions({ page, ordering });
  usePageMeta(attractions.data?.meta ?? undefined);

  return (
    <ListPage
      title="Attractions"
      lead={
        attractions.data
          ? `${new Intl.NumberFormat('en-US').format(attractions.data.count)} sights, museums and landmarks`
          : 'Sights, museums and landmarks'
      }
      tools={<SortSelect value={ordering} options={ATTRACTION_ORDERINGS} onChange={setOrdering} />}
      query={attractions}
      skeleton={{ count: 12, height: 120 }}
      page={page}
      pageSize={PAGE_SIZES.attractions}
      hrefFor={hrefFor}
    >
      {(list) => <AttractionGrid attractions={list} />}
    </ListPage>
  );
}

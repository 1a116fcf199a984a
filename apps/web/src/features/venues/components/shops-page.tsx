import { useFilteredListParams } from '../../../shared/hooks/use-filtered-list-params';
import { usePageMeta } from '../../../shared/stores/page-meta-store';
import { DataAgeLine } from '../../../shared/ui/data-age-line';
import { SelectField } from '../../../shared/ui/select-field';
import { useShops } from '../api/get-shops';
import { useTypesOfShop } from '../api/get-types-of-shop';
import { locationFromParams } from '../../../shared/lib/venues';
import { PLACE_ORDERINGS, PLACE_ORDERING_VALUES, withAll } from './list-filters';
import { ShopGrid } from './venue-cards';
import { countText, VenueListPage } from './venue-list-page';

export function ShopsPage() {
  const list = useFilteredListParams(PLACE_ORDERING_VALUES, '-rating', ['type']);
  const type = list.filter('type');
  const location = locationFromParams(list.filters);
  const shops = useShops({ page: list.page, ordering: list.ordering, type, location });
  const types = useTypesOfShop();
  usePageMeta(shops.data?.meta ?? undefined);
  const typeOptions = withAll('All types', types.data?.types_of_shop);

  return (
    <VenueListPage
      title={shops.data?.meta?.title ?? 'Shops'}
      lead={(count) => countText(count, 'shops and markets', 'Shops and markets')}
      filters={
        <>
          <SelectField
            label="Type"
            value={typeOptions.some((option) => option.value === type) ? type : ''}
            options={typeOptions}
            onChange={(next) => list.setFilter('type', next)}
          />
        </>
      }
      orderings={PLACE_ORDERINGS}
      list={list}
      query={shops}
      emptyText="No shops of this type here."
    >
      {(items) => (
        <>
          <ShopGrid shops={items} />
          <DataAgeLine places={items} scope="list" />
        </>
      )}
    </VenueListPage>
  );
}

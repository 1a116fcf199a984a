import { useFilteredListParams } from '../../../shared/hooks/use-filtered-list-params';
import { parseOrdering } from '../../../shared/lib/pagination';
import { usePageMeta } from '../../../shared/stores/page-meta-store';
import { DataAgeLine } from '../../../shared/ui/data-age-line';
import { SelectField } from '../../../shared/ui/select-field';
import { type FoodCategory, useFoodList } from '../api/get-food-list';
import { useTypesOfDish } from '../api/get-types-of-dish';
import { locationFromParams } from '../../../shared/lib/venues';
import { PLACE_ORDERINGS, PLACE_ORDERING_VALUES, withAll } from './list-filters';
import { FoodGrid } from './venue-cards';
import { countText, VenueListPage } from './venue-list-page';

const CATEGORIES = [
  { value: 'all', label: 'Eat and drink' },
  { value: 'dish', label: 'Places to eat' },
  { value: 'drink', label: 'Places to drink' },
] as const;
const CATEGORY_VALUES: FoodCategory[] = ['all', 'dish', 'drink'];

export function FoodListPage() {
  const list = useFilteredListParams(PLACE_ORDERING_VALUES, '-rating', ['type', 'category']);
  const type = list.filter('type');
  const category = parseOrdering(list.filter('category'), CATEGORY_VALUES, 'all');
  const location = locationFromParams(list.filters);
  const food = useFoodList({ page: list.page, ordering: list.ordering, category, type, location });
  const types = useTypesOfDish();
  usePageMeta(food.data?.meta ?? undefined);
  const typeOptions = withAll('All food', types.data?.types_of_dish);

  return (
    <VenueListPage
      title={food.data?.meta?.title ?? 'Food and drink'}
      lead={(count) =>
        countText(count, 'restaurants, cafés and bars', 'Restaurants, cafés and bars')
      }
      filters={
        <>
          <SelectField
            label="Places"
            value={category}
            options={CATEGORIES}
            onChange={(next) => list.setFilter('category', next === 'all' ? '' : next)}
          />
          <SelectField
            label="Food"
            value={typeOptions.some((option) => option.value === type) ? type : ''}
            options={typeOptions}
            onChange={(next) => list.setFilter('type', next)}
          />
        </>
      }
      orderings={PLACE_ORDERINGS}
      list={list}
      query={food}
      emptyText="No food and drink places of this kind here."
    >
      {(items) => (
        <>
          <FoodGrid food={items} />
          <DataAgeLine places={items} scope="list" />
        </>
      )}
    </VenueListPage>
  );
}

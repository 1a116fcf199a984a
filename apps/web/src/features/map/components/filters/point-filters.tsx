import { type GeoKind, RATING_RANGE } from '@ai-map/contracts';
import { useTypesOfDish, useTypesOfShop } from '../../../venues';
import { useFilterTrees } from '../../api/get-filter-trees';
import { emptyPointFilters, useMapFiltersStore } from '../../stores/map-filters-store';
import { CategoryTree } from './category-tree';
import { DateRange } from './date-range';
import { FilterGroup } from './filter-group';
import { ListSkeleton, LoadError } from './load-states';
import { kindCategoryNodes, splitFoodTree } from './filter-trees';
import { OptionChecklist } from './option-checklist';
import { RangeInputs } from './range-inputs';
import styles from './filters.module.css';

/** Kinds whose places carry the local-culture flag the sidebar lets one filter on. */
const LOCAL_CULTURE_KINDS: readonly GeoKind[] = ['attraction', 'shop'];

/** The filters of a point tab; every change goes to the filters store and redraws the map. */
export function PointFilters({ kind }: { kind: GeoKind }) {
  const filters = useMapFiltersStore((state) => state.filters[kind]);
  const setFilters = useMapFiltersStore((state) => state.setFilters);
  const trees = useFilterTrees();
  const ratingNarrowed =
    filters.rating[0] !== RATING_RANGE[0] || filters.rating[1] !== RATING_RANGE[1];

  return (
    <div>
      <FilterGroup
        title="Categories"
        chosen={filters.categories.length}
        onReset={() => setFilters(kind, { categories: [] })}
      >
        {trees.data ? (
          <CategoryTree
            nodes={kindCategoryNodes(trees.data, kind)}
            selected={filters.categories}
            mode="covering"
            label="Categories"
            onChange={(categories) => setFilters(kind, { categories })}
          />
        ) : trees.isError ? (
          <LoadError what="categories" onRetry={() => void trees.refetch()} />
        ) : (
          <ListSkeleton />
        )}
      </FilterGroup>

      <FilterGroup
        title="Rating"
        chosen={ratingNarrowed ? 1 : 0}
        onReset={() => setFilters(kind, { rating: emptyPointFilters().rating })}
      >
        <RangeInputs
          legend="Rating from 0 to 10"
          value={filters.rating}
          bounds={RATING_RANGE}
          step={0.5}
          onChange={(rating) => setFilters(kind, { rating })}
        />
      </FilterGroup>

      {LOCAL_CULTURE_KINDS.includes(kind) && (
        <div className={styles.group}>
          <label className={styles.switch}>
            Local culture only
            <input
              type="checkbox"
              role="switch"
              checked={filters.localCulture}
              onChange={(event) => setFilters(kind, { localCulture: event.target.checked })}
            />
          </label>
        </div>
      )}

      {kind === 'shop' && <ShopTypes />}
      {kind === 'food' && <FoodFilters />}

      {kind === 'event' && (
        <FilterGroup
          title="Dates"
          chosen={filters.dates.start !== null || filters.dates.end !== null ? 1 : 0}
          onReset={() => setFilters('event', { dates: emptyPointFilters().dates })}
        >
          <DateRange value={filters.dates} onChange={(dates) => setFilters('event', { dates })} />
        </FilterGroup>
      )}
    </div>
  );
}

function ShopTypes() {
  const selected = useMapFiltersStore((state) => state.filters.shop.typeOfShop);
  const setFilters = useMapFiltersStore((state) => state.setFilters);
  const types = useTypesOfShop();
  return (
    <FilterGroup
      title="Type of shop"
      chosen={selected.length}
      onReset={() => setFilters('shop', { typeOfShop: [] })}
      defaultOpen={selected.length > 0}
    >
      {types.data ? (
        <OptionChecklist
          label="Type of shop"
          options={types.data.types_of_shop.map((type) => ({
            value: type.name,
            label: type.text,
            count: type.count,
          }))}
          selected={selected}
          onChange={(typeOfShop) => setFilters('shop', { typeOfShop })}
        />
      ) : types.isError ? (
        <LoadError what="shop types" onRetry={() => void types.refetch()} />
      ) : (
        <ListSkeleton />
      )}
    </FilterGroup>
  );
}

function FoodFilters() {
  const food = useMapFiltersStore((state) => state.filters.food);
  const setFilters = useMapFiltersStore((state) => state.setFilters);
  const dishes = useTypesOfDish();
  const trees = useFilterTrees();
  const cuisines = trees.data ? splitFoodTree(trees.data.food).cuisines : [];

  return (
    <>
      <FilterGroup
        title="Food"
        chosen={food.typeOfDish.length}
        onReset={() => setFilters('food', { typeOfDish: [] })}
      >
        {dishes.data ? (
          <OptionChecklist
            label="Food"
            // The geo calls match dish types by name (`text`), not by slug.
            options={dishes.data.types_of_dish.map((dish) => ({
              value: dish.text,
              label: dish.text,
              count: dish.count,
            }))}
            selected={food.typeOfDish}
            onChange={(typeOfDish) => setFilters('food', { typeOfDish })}
          />
        ) : dishes.isError ? (
          <LoadError what="dish types" onRetry={() => void dishes.refetch()} />
        ) : (
          <ListSkeleton />
        )}
      </FilterGroup>
      {cuisines.length > 0 && (
        <FilterGroup
          title="Cuisines"
          chosen={food.cuisines.length}
          onReset={() => setFilters('food', { cuisines: [] })}
          defaultOpen={food.cuisines.length > 0}
        >
          <CategoryTree
            nodes={cuisines}
            selected={food.cuisines}
            mode="leaves"
            label="Cuisines"
            // The tree counts places by category; cuisines are not categories, so their counts are 0.
            showDetails={false}
            onChange={(next) => setFilters('food', { cuisines: next })}
          />
        </FilterGroup>
      )}
    </>
  );
}

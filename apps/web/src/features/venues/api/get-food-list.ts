import {
  PAGE_SIZES,
  RestaurantSchema,
  foodPaths,
  listPage,
  withQuery,
  type ApiPath,
} from '@ai-map/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { foodPathOf, type VenueLocation } from '../../../shared/lib/venues';

const FoodPageSchema = listPage(RestaurantSchema);

/** all: every place; dish: places to eat; drink: bars, pubs and cafés. */
export type FoodCategory = 'all' | 'dish' | 'drink';

export interface FoodListQuery {
  page: number;
  ordering: string;
  category: FoodCategory;
  /** A dish type slug (`type_of_dish`); empty for all. */
  type?: string;
  location?: VenueLocation | null;
  pageSize?: number;
}

const worldPaths: Record<FoodCategory, ApiPath> = {
  all: foodPaths.all,
  dish: foodPaths.dishAll,
  drink: foodPaths.drinkAll,
};

/** `food/`, `food/dish/all/`, `food/drink/all/` or `food/{view}/{slug}/{category}/`. */
export function getFoodList({
  page,
  ordering,
  category,
  type,
  location,
  pageSize = PAGE_SIZES.attractions,
}: FoodListQuery) {
  const query = new URLSearchParams({ page: String(page), page_size: String(pageSize), ordering });
  if (type) query.set('type_of_dish', type);
  const path = location ? foodPathOf(location, category) : worldPaths[category];
  return apiRequest(withQuery(path, query), { schema: FoodPageSchema });
}

export function getFoodListQueryOptions(query: FoodListQuery) {
  return queryOptions({
    queryKey: ['venues', 'food_list', query],
    queryFn: () => getFoodList(query),
    placeholderData: keepPreviousData,
  });
}

export function useFoodList(query: FoodListQuery) {
  return useQuery(getFoodListQueryOptions(query));
}

import { PAGE_SIZES, ShopSchema, listPage, shopPaths, withQuery } from '@ai-map/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { shopsPathOf, type VenueLocation } from '../../../shared/lib/venues';

const ShopsPageSchema = listPage(ShopSchema);

export interface ShopsQuery {
  page: number;
  ordering: string;
  /** An OSM shop type (`type_of_shop`); empty for all. */
  type?: string;
  location?: VenueLocation | null;
  pageSize?: number;
}

/**
 * `shops/{page}/{size}/` for the world, or `country/shop/…`, `division/shop/…`, `city/shop/…`
 * for a place; the type filter is sent only when set (spec 001 §5).
 */
export function getShops({
  page,
  ordering,
  type,
  location,
  pageSize = PAGE_SIZES.attractions,
}: ShopsQuery) {
  const query = new URLSearchParams({ ordering });
  if (type) query.set('type_of_shop', type);
  if (!location)
    return apiRequest(withQuery(shopPaths.list(page, pageSize), query), {
      schema: ShopsPageSchema,
    });
  query.set('page', String(page));
  query.set('page_size', String(pageSize));
  return apiRequest(withQuery(shopsPathOf(location), query), { schema: ShopsPageSchema });
}

export function getShopsQueryOptions(query: ShopsQuery) {
  return queryOptions({
    queryKey: ['venues', 'shops', query],
    queryFn: () => getShops(query),
    placeholderData: keepPreviousData,
  });
}

export function useShops(query: ShopsQuery) {
  return useQuery(getShopsQueryOptions(query));
}

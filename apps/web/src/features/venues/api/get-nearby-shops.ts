import { ShopSchema, resultsPage, shopPaths } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

const ResultsSchema = resultsPage(ShopSchema);

/** `POST shops_nearby/list/` ({shop_id, page}): the shops closest to it, 12 a page. */
export function getNearbyShops(id: number, page = 1) {
  return apiRequest(shopPaths.nearby, {
    method: 'POST',
    body: { shop_id: id, page },
    schema: ResultsSchema,
  });
}

export function getNearbyShopsQueryOptions(id: number, page = 1) {
  return queryOptions({
    queryKey: ['venues', 'shop', id, 'nearby', page],
    queryFn: () => getNearbyShops(id, page),
  });
}

export function useNearbyShops(id: number, page = 1) {
  return useQuery(getNearbyShopsQueryOptions(id, page));
}

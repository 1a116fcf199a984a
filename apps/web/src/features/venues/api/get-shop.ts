import { ShopDetailSchema, shopPaths } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

export function shopQueryKey(id: number) {
  return ['venues', 'shop', id] as const;
}

/** `shop/{id}/detail/`: a shop page. */
export function getShop(id: number) {
  return apiRequest(shopPaths.detail(id), { schema: ShopDetailSchema });
}

export function getShopQueryOptions(id: number) {
  return queryOptions({ queryKey: shopQueryKey(id), queryFn: () => getShop(id) });
}

export function useShop(id: number) {
  return useQuery(getShopQueryOptions(id));
}

import { TypesOfShopSchema, shopPaths } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

/** `shops/types_of_shop/`: the OSM shop types with how many shops have each. */
export function getTypesOfShop() {
  return apiRequest(shopPaths.types, { schema: TypesOfShopSchema });
}

export function getTypesOfShopQueryOptions() {
  return queryOptions({
    queryKey: ['venues', 'types_of_shop'],
    queryFn: getTypesOfShop,
    staleTime: 30 * 60_000,
  });
}

export function useTypesOfShop() {
  return useQuery(getTypesOfShopQueryOptions());
}

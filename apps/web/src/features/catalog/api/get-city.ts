import { CitySchema, catalogPaths } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

/** `city/{slug}/`: a city by slug or id. */
export function getCity(slug: string) {
  return apiRequest(catalogPaths.city(slug), { schema: CitySchema });
}

export function getCityQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['catalog', 'city', slug],
    queryFn: () => getCity(slug),
  });
}

export function useCity(slug: string) {
  return useQuery(getCityQueryOptions(slug));
}

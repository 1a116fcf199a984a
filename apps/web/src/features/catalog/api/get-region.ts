import { RegionSchema, catalogPaths } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

export function getRegion(country: string, slug: string) {
  return apiRequest(catalogPaths.region(country, slug), { schema: RegionSchema });
}

export function getRegionQueryOptions(country: string, slug: string) {
  return queryOptions({
    queryKey: ['catalog', 'region', country, slug],
    queryFn: () => getRegion(country, slug),
  });
}

export function useRegion(country: string, slug: string) {
  return useQuery(getRegionQueryOptions(country, slug));
}

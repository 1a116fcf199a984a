import { CountryDetailSchema, catalogPaths } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

export function getCountry(slug: string) {
  return apiRequest(catalogPaths.country(slug), { schema: CountryDetailSchema });
}

export function getCountryQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['catalog', 'country', slug],
    queryFn: () => getCountry(slug),
  });
}

export function useCountry(slug: string) {
  return useQuery(getCountryQueryOptions(slug));
}

import { listPage, PAGE_SIZES, RegionSchema } from '@ai-map/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

const RegionsPageSchema = listPage(RegionSchema);

/** `countries/{slug}/regions/`, ordered by name. */
export function getCountryRegions(slug: string, page = 1, pageSize: number = PAGE_SIZES.countries) {
  const query = new URLSearchParams({
    page: String(page),
    page_size: String(pageSize),
    ordering: 'name',
  });
  return apiRequest(`countries/${encodeURIComponent(slug)}/regions/?${query}`, {
    schema: RegionsPageSchema,
  });
}

export function getCountryRegionsQueryOptions(slug: string, page = 1, pageSize?: number) {
  return queryOptions({
    queryKey: ['catalog', 'country', slug, 'regions', page, pageSize],
    queryFn: () => getCountryRegions(slug, page, pageSize),
    placeholderData: keepPreviousData,
  });
}

export function useCountryRegions(slug: string, page = 1, pageSize?: number) {
  return useQuery(getCountryRegionsQueryOptions(slug, page, pageSize));
}

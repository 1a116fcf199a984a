import { listPage, PAGE_SIZES, RegionSchema } from '@ai-map/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

const RegionsPageSchema = listPage(RegionSchema);

/** `countries/{slug}/tourist_division/`, ordered by -places. */
export function getCountryTouristRegions(
  slug: string,
  page = 1,
  pageSize: number = PAGE_SIZES.countries,
) {
  const query = new URLSearchParams({
    page: String(page),
    page_size: String(pageSize),
    ordering: '-places',
  });
  return apiRequest(`countries/${encodeURIComponent(slug)}/tourist_division/?${query}`, {
    schema: RegionsPageSchema,
  });
}

export function getCountryTouristRegionsQueryOptions(slug: string, page = 1, pageSize?: number) {
  return queryOptions({
    queryKey: ['catalog', 'country', slug, 'tourist_division', page, pageSize],
    queryFn: () => getCountryTouristRegions(slug, page, pageSize),
    placeholderData: keepPreviousData,
  });
}

export function useCountryTouristRegions(slug: string, page = 1, pageSize?: number) {
  return useQuery(getCountryTouristRegionsQueryOptions(slug, page, pageSize));
}

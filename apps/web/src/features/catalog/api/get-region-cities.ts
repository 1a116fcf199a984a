import { CitySchema, listPage, PAGE_SIZES } from '@ai-map/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { regionPath } from './get-region';

const CitiesPageSchema = listPage(CitySchema);

/** `region/{country}/{slug}/cities/`: its cities, paged. */
export function getRegionCities(
  country: string,
  slug: string,
  page = 1,
  pageSize: number = PAGE_SIZES.cities,
) {
  const query = new URLSearchParams({
    page: String(page),
    page_size: String(pageSize),
    ordering: '-rating',
  });
  return apiRequest(`region/${regionPath(country, slug)}/cities/?${query}`, {
    schema: CitiesPageSchema,
  });
}

export function getRegionCitiesQueryOptions(
  country: string,
  slug: string,
  page = 1,
  pageSize?: number,
) {
  return queryOptions({
    queryKey: ['catalog', 'region', country, slug, 'cities', page, pageSize],
    queryFn: () => getRegionCities(country, slug, page, pageSize),
    placeholderData: keepPreviousData,
  });
}

export function useRegionCities(country: string, slug: string, page = 1, pageSize?: number) {
  return useQuery(getRegionCitiesQueryOptions(country, slug, page, pageSize));
}

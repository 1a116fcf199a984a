import { CitySchema, listPage, PAGE_SIZES } from '@ai-map/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { regionPath } from './get-region';

const CitiesPageSchema = listPage(CitySchema);

/** `division/{country}/{slug}/tourist_cities/`: its cities with places to visit. */
export function getRegionTouristCities(
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
  return apiRequest(`division/${regionPath(country, slug)}/tourist_cities/?${query}`, {
    schema: CitiesPageSchema,
  });
}

export function getRegionTouristCitiesQueryOptions(
  country: string,
  slug: string,
  page = 1,
  pageSize?: number,
) {
  return queryOptions({
    queryKey: ['catalog', 'region', country, slug, 'tourist_cities', page, pageSize],
    queryFn: () => getRegionTouristCities(country, slug, page, pageSize),
    placeholderData: keepPreviousData,
  });
}

export function useRegionTouristCities(country: string, slug: string, page = 1, pageSize?: number) {
  return useQuery(getRegionTouristCitiesQueryOptions(country, slug, page, pageSize));
}

import { CitySchema, listPage, PAGE_SIZES } from '@ai-map/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

const CitiesPageSchema = listPage(CitySchema);

/** `countries/{slug}/tourist_cities/`: the country's cities with places to visit, best first. */
export function getCountryTouristCities(
  slug: string,
  page = 1,
  pageSize: number = PAGE_SIZES.cities,
) {
  const query = new URLSearchParams({
    page: String(page),
    page_size: String(pageSize),
    ordering: '-rating',
  });
  return apiRequest(`countries/${encodeURIComponent(slug)}/tourist_cities/?${query}`, {
    schema: CitiesPageSchema,
  });
}

export function getCountryTouristCitiesQueryOptions(slug: string, page = 1, pageSize?: number) {
  return queryOptions({
    queryKey: ['catalog', 'country', slug, 'tourist_cities', page, pageSize],
    queryFn: () => getCountryTouristCities(slug, page, pageSize),
    placeholderData: keepPreviousData,
  });
}

export function useCountryTouristCities(slug: string, page = 1, pageSize?: number) {
  return useQuery(getCountryTouristCitiesQueryOptions(slug, page, pageSize));
}

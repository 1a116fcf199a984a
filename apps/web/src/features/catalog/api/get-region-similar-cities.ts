import { CitySchema, listPage, catalogPaths } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

const CitiesPageSchema = listPage(CitySchema);

/** `division/{country}/{slug}/similar_cities/`: cities elsewhere that resemble the region's. */
export function getRegionSimilarCities(country: string, slug: string) {
  return apiRequest(catalogPaths.regionSimilarCities(country, slug), {
    schema: CitiesPageSchema,
  });
}

export function getRegionSimilarCitiesQueryOptions(country: string, slug: string) {
  return queryOptions({
    queryKey: ['catalog', 'region', country, slug, 'similar_cities'],
    queryFn: () => getRegionSimilarCities(country, slug),
  });
}

export function useRegionSimilarCities(country: string, slug: string) {
  return useQuery(getRegionSimilarCitiesQueryOptions(country, slug));
}

import { CitySchema, listPage } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { regionPath } from './get-region';

const CitiesPageSchema = listPage(CitySchema);

/** `division/{country}/{slug}/similar_cities/`: cities elsewhere that resemble the region's. */
export function getRegionSimilarCities(country: string, slug: string) {
  return apiRequest(`division/${regionPath(country, slug)}/similar_cities/`, {
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

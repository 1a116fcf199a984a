import {
  AttractionSchema,
  PAGE_SIZES,
  resultsPage,
  attractionPaths,
  withQuery,
} from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

const ResultsSchema = resultsPage(AttractionSchema);

/** `attractions/{id}/nearby_in_city`: other attractions of the same city, 12 a page. */
export function getAttractionsInCity(id: number, page = 1) {
  const query = new URLSearchParams({
    page: String(page),
    page_size: String(PAGE_SIZES.nearbyInCity),
    ordering: '-rating',
  });
  return apiRequest(withQuery(attractionPaths.nearbyInCity(id), query), { schema: ResultsSchema });
}

export function getAttractionsInCityQueryOptions(id: number, page = 1) {
  return queryOptions({
    queryKey: ['places', 'attraction', id, 'nearby_in_city', page],
    queryFn: () => getAttractionsInCity(id, page),
  });
}

export function useAttractionsInCity(id: number, page = 1) {
  return useQuery(getAttractionsInCityQueryOptions(id, page));
}

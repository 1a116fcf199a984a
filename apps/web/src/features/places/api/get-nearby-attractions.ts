import { AttractionSchema, resultsPage, attractionPaths, withQuery } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

const ResultsSchema = resultsPage(AttractionSchema);

/** `attractions/{id}/nearby/objects/`: attractions close by, in the same regions. */
export function getNearbyAttractions(id: number, regions: readonly string[], page = 1) {
  const query = new URLSearchParams({ region_slug: regions.join(','), page: String(page) });
  return apiRequest(withQuery(attractionPaths.nearby(id), query), { schema: ResultsSchema });
}

export function getNearbyAttractionsQueryOptions(id: number, regions: readonly string[], page = 1) {
  return queryOptions({
    queryKey: ['places', 'attraction', id, 'nearby/objects', regions.join(','), page],
    queryFn: () => getNearbyAttractions(id, regions, page),
  });
}

export function useNearbyAttractions(id: number, regions: readonly string[] | undefined, page = 1) {
  return useQuery({
    ...getNearbyAttractionsQueryOptions(id, regions ?? [], page),
    enabled: regions !== undefined,
  });
}

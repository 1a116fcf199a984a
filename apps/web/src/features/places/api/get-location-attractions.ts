import { AttractionSchema, listPage, attractionPaths, withQuery } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

const AttractionPageSchema = listPage(AttractionSchema);

/** Where the attractions are listed: a country by slug or a city by slug or id (spec 001 §2). */
export type AttractionLocation = { country: string } | { city: string };

const pathOf = (location: AttractionLocation) =>
  'country' in location
    ? attractionPaths.ofCountry(location.country)
    : attractionPaths.ofCity(location.city);

/** `country/attractions/{slug}/` or `city/attractions/{city}/`: best rated first. */
export function getLocationAttractions(location: AttractionLocation, pageSize: number) {
  const query = new URLSearchParams({
    page: '1',
    page_size: String(pageSize),
    ordering: '-rating',
  });
  return apiRequest(withQuery(pathOf(location), query), { schema: AttractionPageSchema });
}

export function getLocationAttractionsQueryOptions(location: AttractionLocation, pageSize: number) {
  return queryOptions({
    queryKey: ['places', 'location_attractions', location, pageSize],
    queryFn: () => getLocationAttractions(location, pageSize),
    staleTime: 5 * 60_000,
  });
}

export function useLocationAttractions(location: AttractionLocation, pageSize: number) {
  return useQuery(getLocationAttractionsQueryOptions(location, pageSize));
}

import {
  AttractionSchema,
  EventSchema,
  RestaurantSchema,
  listPage,
  withQuery,
} from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/api/client';
import { culturePathOf, type CultureList, type VenueLocation } from '../../../shared/lib/venues';

const schemas = {
  attractions: listPage(AttractionSchema),
  events: listPage(EventSchema),
  food: listPage(RestaurantSchema),
};

const orderings: Record<CultureList, string> = {
  attractions: '-rating',
  events: 'start_date',
  food: '-rating',
};

/**
 * `{country|division|city}/local_culture/{id}/{list}/`: heritage attractions, upcoming holidays
 * and festivals (by date), or places serving the local cuisine.
 */
export function getLocalCulture<T>(
  location: VenueLocation,
  list: CultureList,
  pageSize: number,
  schema: z.ZodType<T>,
) {
  const query = new URLSearchParams({
    page: '1',
    page_size: String(pageSize),
    ordering: orderings[list],
  });
  return apiRequest(withQuery(culturePathOf(location, list), query), { schema });
}

function cultureQueryOptions<T>(
  location: VenueLocation,
  list: CultureList,
  pageSize: number,
  schema: z.ZodType<T>,
) {
  return queryOptions({
    queryKey: ['venues', 'local_culture', location, list, pageSize],
    queryFn: () => getLocalCulture(location, list, pageSize, schema),
    staleTime: 5 * 60_000,
  });
}

export const getLocalCultureQueryOptions = {
  attractions: (location: VenueLocation, pageSize: number) =>
    cultureQueryOptions(location, 'attractions', pageSize, schemas.attractions),
  events: (location: VenueLocation, pageSize: number) =>
    cultureQueryOptions(location, 'events', pageSize, schemas.events),
  food: (location: VenueLocation, pageSize: number) =>
    cultureQueryOptions(location, 'food', pageSize, schemas.food),
};

/** The three local culture lists of a place, loaded side by side. */
export function useLocalCulture(location: VenueLocation, pageSize: number) {
  return {
    attractions: useQuery(getLocalCultureQueryOptions.attractions(location, pageSize)),
    events: useQuery(getLocalCultureQueryOptions.events(location, pageSize)),
    food: useQuery(getLocalCultureQueryOptions.food(location, pageSize)),
  };
}

import { EventListSchema, PAGE_SIZES, eventPaths, withQuery } from '@ai-map/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { eventsPathOf, type VenueLocation } from '../../../shared/lib/venues';

/** The category of the world list when none is chosen: the worldwide list needs one. */
export const DEFAULT_EVENT_CATEGORY = 'public-holidays';

export interface EventsQuery {
  page: number;
  ordering: string;
  /** A category slug; empty for all (places only: the world list needs a category). */
  category?: string;
  location?: VenueLocation | null;
  pageSize?: number;
}

/**
 * Upcoming events: `events/event/{category}/category/` for the world, or
 * `events/{country|divisions|city}/{slug}/category/?category=` for a place.
 */
export function getEvents({
  page,
  ordering,
  category,
  location,
  pageSize = PAGE_SIZES.attractions,
}: EventsQuery) {
  const query = new URLSearchParams({ page: String(page), page_size: String(pageSize), ordering });
  if (!location) {
    const path = eventPaths.ofCategory(category || DEFAULT_EVENT_CATEGORY);
    return apiRequest(withQuery(path, query), { schema: EventListSchema });
  }
  if (category) query.set('category', category);
  return apiRequest(withQuery(eventsPathOf(location), query), { schema: EventListSchema });
}

export function getEventsQueryOptions(query: EventsQuery) {
  return queryOptions({
    queryKey: ['venues', 'events', query],
    queryFn: () => getEvents(query),
    placeholderData: keepPreviousData,
  });
}

export function useEvents(query: EventsQuery) {
  return useQuery(getEventsQueryOptions(query));
}

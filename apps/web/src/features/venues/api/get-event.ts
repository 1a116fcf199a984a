import { EventDetailSchema, eventPaths } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

/**
 * `events/event/{slug}/{id}/detail/`: an event page. The id decides; the server does not check
 * the slug, so a fixed word stands in for it.
 */
export function getEvent(id: number) {
  return apiRequest(eventPaths.detail('event', id), { schema: EventDetailSchema });
}

export function getEventQueryOptions(id: number) {
  return queryOptions({ queryKey: ['venues', 'event', id], queryFn: () => getEvent(id) });
}

export function useEvent(id: number) {
  return useQuery(getEventQueryOptions(id));
}

import { AttractionDetailSchema, attractionPaths } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

export function attractionQueryKey(id: number) {
  return ['places', 'attraction', id] as const;
}

export function getAttraction(id: number) {
  return apiRequest(attractionPaths.detail(id), { schema: AttractionDetailSchema });
}

export function getAttractionQueryOptions(id: number) {
  return queryOptions({ queryKey: attractionQueryKey(id), queryFn: () => getAttraction(id) });
}

export function useAttraction(id: number) {
  return useQuery(getAttractionQueryOptions(id));
}

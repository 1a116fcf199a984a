import { type BoundingBox, MarkersResponseSchema, geoPaths } from '@ai-map/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

export function getLocalCulture(box: BoundingBox, zoom: number, signal?: AbortSignal) {
  return apiRequest(geoPaths.localCulture, {
    method: 'POST',
    body: { ...box, zoom },
    schema: MarkersResponseSchema,
    signal,
  });
}

/** Local-culture places of the view; the caller passes null below zoom 7 (§4). */
export function useLocalCulture(request: { box: BoundingBox; zoom: number } | null) {
  return useQuery({
    queryKey: ['map', 'general', 'local-culture', request] as const,
    queryFn: ({ signal }) => getLocalCulture(request!.box, request!.zoom, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

import { type BoundingBox, GeneralResponseSchema, geoPaths } from '@ai-map/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

export interface GeneralMarkersRequest {
  box: BoundingBox;
  /** Rounded (§5): countries below 6, cities from 6. */
  zoom: number;
}

export function getGeneralMarkers({ box, zoom }: GeneralMarkersRequest, signal?: AbortSignal) {
  return apiRequest(geoPaths.general, {
    method: 'POST',
    body: { ...box, zoom },
    schema: GeneralResponseSchema,
    signal,
  });
}

/** Countries or cities of the view with their rating and size class. */
export function useGeneralMarkers(request: GeneralMarkersRequest | null) {
  return useQuery({
    queryKey: ['map', 'general', 'markers', request] as const,
    queryFn: ({ signal }) => getGeneralMarkers(request!, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

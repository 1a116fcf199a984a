import { type BoundingBox, type GeoKind, MarkersResponseSchema, geoPaths } from '@ai-map/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

export interface PlacesInViewRequest {
  kind: GeoKind;
  box: BoundingBox;
  /** The rounded map zoom (§5). */
  zoom: number;
  /** The kind's filter fields (geoFilterBody). */
  filters: Record<string, unknown>;
}

export function placesInViewCall({ kind, box, zoom, filters }: PlacesInViewRequest) {
  return { path: geoPaths.markers[kind], body: { ...box, zoom, ...filters } };
}

export function getPlacesInView(request: PlacesInViewRequest, signal?: AbortSignal) {
  const { path, body } = placesInViewCall(request);
  return apiRequest(path, { method: 'POST', body, schema: MarkersResponseSchema, signal });
}

/** The places of a kind in the visible box; the previous list stays while the map moves. */
export function usePlacesInView(request: PlacesInViewRequest | null) {
  return useQuery({
    queryKey: ['map', 'places-in-view', request] as const,
    queryFn: ({ signal }) => getPlacesInView(request!, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

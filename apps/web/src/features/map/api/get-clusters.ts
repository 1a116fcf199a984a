import {
  type BoundingBox,
  ClustersResponseSchema,
  clusterZoom,
  GEO_KINDS,
  type GeoKind,
  geoPaths,
} from '@ai-map/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

export interface ClustersRequest {
  box: BoundingBox;
  /** The rounded map zoom (§5); the server clusters at the odd zoom at or below it. */
  zoom: number;
  kinds: GeoKind[];
  filters: Record<string, unknown>;
}

/**
 * Views that show every kind (the selected, trips and general tabs) ask for the kinds clustered
 * together, so one cluster mixes attractions, shops, food and events and carries their icons with
 * "+N" (§2); a point tab asks for its own kind only.
 */
const clustersPath = (kinds: GeoKind[]) =>
  kinds.length === GEO_KINDS.length ? geoPaths.generalClusters : geoPaths.clusters;

export function getClusters({ box, zoom, kinds, filters }: ClustersRequest, signal?: AbortSignal) {
  return apiRequest(clustersPath(kinds), {
    method: 'POST',
    body: { ...box, zoom, kinds, ...filters },
    schema: ClustersResponseSchema,
    signal,
  });
}

/**
 * Clusters of the visible box. The key uses the cluster zoom, so zooming within one odd/even
 * pair re-asks only when the box moves. While panning the previous answer stays drawn until the
 * next arrives; when the cluster zoom changes the map is cleared first (§4).
 */
export function useClusters(request: ClustersRequest | null) {
  const zoom = request ? clusterZoom(request.zoom) : null;
  return useQuery({
    queryKey: ['map', 'clusters', request && { ...request, zoom }] as const,
    queryFn: ({ signal }) => getClusters(request!, signal),
    enabled: request !== null && request.kinds.length > 0,
    placeholderData: (previous) => (previous?.cluster_zoom === zoom ? previous : undefined),
    staleTime: 60_000,
  });
}

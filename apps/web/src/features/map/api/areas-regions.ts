import {
  AreasResponseSchema,
  type BoundingBox,
  PAGE_SIZES,
  geoDataPaths,
  withQuery,
} from '@ai-map/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

/** geo/areas?type=regions: the first page (100) of the regions in the box (§7, §9). */
export function getAreas(box: BoundingBox, signal?: AbortSignal) {
  return apiRequest(withQuery(geoDataPaths.areas, 'type=regions'), {
    method: 'POST',
    body: { ...box, page: 1, page_size: PAGE_SIZES.geoAreas },
    schema: AreasResponseSchema,
    signal,
  });
}

export function useAreas(box: BoundingBox | null) {
  return useQuery({
    queryKey: ['map', 'general', 'areas', box] as const,
    queryFn: ({ signal }) => getAreas(box!, signal),
    enabled: box !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

import { type MapPoint, MapPointsSchema, plannerPaths } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

export const mapPointsQueryKey = (tripId: number) => ['planner', 'map-points', tripId] as const;

export function getMapPoints(tripId: number, signal?: AbortSignal): Promise<MapPoint[]> {
  return apiRequest(plannerPaths.mapPoints(tripId), { schema: MapPointsSchema, signal });
}

export function getMapPointsQueryOptions(tripId: number) {
  return queryOptions({
    queryKey: mapPointsQueryKey(tripId),
    queryFn: ({ signal }) => getMapPoints(tripId, signal),
  });
}

/** The trip's start, stops and end with each leg's line, for the planner map. */
export function useMapPoints(tripId: number | null, enabled = true) {
  return useQuery({
    ...getMapPointsQueryOptions(tripId ?? 0),
    enabled: tripId !== null && enabled,
  });
}

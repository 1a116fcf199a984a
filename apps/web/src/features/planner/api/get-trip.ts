import { plannerPaths, type Trip, TripSchema } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

/** Under the planner root, which the assistant's answers and the trip socket invalidate. */
export const tripQueryKey = (tripId: number) => ['planner', 'trip', tripId] as const;

export function getTrip(tripId: number, signal?: AbortSignal): Promise<Trip> {
  return apiRequest(plannerPaths.trip(tripId), { schema: TripSchema, signal });
}

export function getTripQueryOptions(tripId: number) {
  return queryOptions({
    queryKey: tripQueryKey(tripId),
    queryFn: ({ signal }) => getTrip(tripId, signal),
  });
}

/** A trip with its days, stops and legs (spec 000 §3 Trip). */
export function useTrip(tripId: number | null) {
  return useQuery({ ...getTripQueryOptions(tripId ?? 0), enabled: tripId !== null });
}

import { tripSharePaths, TripSchema, type Trip } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

export const sharedTripQueryKey = (token: string) => ['shared-trip', token] as const;

/** `GET planner/shared/{token}/`: the trip behind a read-only link; 404 once revoked. */
export function getSharedTrip(token: string, signal?: AbortSignal): Promise<Trip> {
  return apiRequest(tripSharePaths.shared(token), { schema: TripSchema, signal });
}

export function getSharedTripQueryOptions(token: string) {
  return queryOptions({
    queryKey: sharedTripQueryKey(token),
    queryFn: ({ signal }) => getSharedTrip(token, signal),
    // A revoked or mistyped link stays so; asking again only delays the message.
    retry: false,
  });
}

export function useSharedTrip(token: string) {
  return useQuery(getSharedTripQueryOptions(token));
}

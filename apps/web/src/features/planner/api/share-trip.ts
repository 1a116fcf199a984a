import {
  TripShareSchema,
  TripShareStatusSchema,
  tripSharePaths,
  type TripShare,
  type TripShareStatus,
} from '@ai-map/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

/**
 * The trip's public read-only link (owner only): `GET` the link in force, `POST` to create it
 * (or get the existing one), `DELETE` to revoke it.
 */

export const tripShareQueryKey = (tripId: number) => ['planner', 'trip', tripId, 'share'] as const;

export function getTripShare(tripId: number, signal?: AbortSignal): Promise<TripShareStatus> {
  return apiRequest(tripSharePaths.share(tripId), { schema: TripShareStatusSchema, signal });
}

export function getTripShareQueryOptions(tripId: number) {
  return queryOptions({
    queryKey: tripShareQueryKey(tripId),
    queryFn: ({ signal }) => getTripShare(tripId, signal),
  });
}

/** The link in force; asked only when the viewer owns the trip (others get 403). */
export function useTripShare(tripId: number, isOwner: boolean) {
  return useQuery({ ...getTripShareQueryOptions(tripId), enabled: isOwner });
}

export function createTripShare(tripId: number): Promise<TripShare> {
  return apiRequest(tripSharePaths.share(tripId), { method: 'POST', schema: TripShareSchema });
}

export function useCreateTripShare(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createTripShare(tripId),
    onSuccess: (share) => queryClient.setQueryData(tripShareQueryKey(tripId), { share }),
  });
}

export function revokeTripShare(tripId: number): Promise<void> {
  return apiRequest(tripSharePaths.share(tripId), { method: 'DELETE' });
}

export function useRevokeTripShare(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeTripShare(tripId),
    onSuccess: () => queryClient.setQueryData(tripShareQueryKey(tripId), { share: null }),
  });
}

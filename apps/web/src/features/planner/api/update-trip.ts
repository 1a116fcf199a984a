import { plannerPaths, type Trip, TripSchema, type UpdateTripBody } from '@ai-map/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { chatHistoryQueryKey } from '../../../shared/api/chat-query-keys';
import { tripQueryKey } from './get-trip';

export function updateTrip({
  tripId,
  ...body
}: UpdateTripBody & { tripId: number }): Promise<Trip> {
  return apiRequest(plannerPaths.trip(tripId), { method: 'PATCH', body, schema: TripSchema });
}

/**
 * Renames the trip or changes its days. The title is shown at once (spec 000 §4: the rename is
 * optimistic) and rolled back if the server refuses.
 */
export function useUpdateTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrip,
    onMutate: async ({ tripId, title }) => {
      const key = tripQueryKey(tripId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Trip>(key);
      if (previous && title !== undefined) queryClient.setQueryData(key, { ...previous, title });
      return { previous };
    },
    onError: (_error, { tripId }, context) => {
      if (context?.previous) queryClient.setQueryData(tripQueryKey(tripId), context.previous);
    },
    onSuccess: (trip) => {
      queryClient.setQueryData(tripQueryKey(trip.id), trip);
      // The trip's chat carries its title in the history list.
      void queryClient.invalidateQueries({ queryKey: chatHistoryQueryKey });
    },
  });
}

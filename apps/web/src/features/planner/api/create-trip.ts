import { type CreateTripBody, plannerPaths, type Trip, TripSchema } from '@ai-map/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { chatHistoryQueryKey } from '../../../shared/api/chat-query-keys';
import { PLANNER_QUERY_ROOT } from '../api/planner-query-root';

export function createTrip(body: CreateTripBody): Promise<Trip> {
  return apiRequest(plannerPaths.trips, { method: 'POST', body, schema: TripSchema });
}

/** Plans a new trip (here from the places picked on the map); it gets its own chat. */
export function useCreateTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrip,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PLANNER_QUERY_ROOT });
      void queryClient.invalidateQueries({ queryKey: chatHistoryQueryKey });
    },
  });
}

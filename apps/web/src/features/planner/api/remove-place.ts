import { plannerPaths, RemovePlaceResponseSchema } from '@ai-map/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/api/client';
import { PLANNER_QUERY_ROOT } from '../api/planner-query-root';

export type RemovePlaceResponse = z.infer<typeof RemovePlaceResponseSchema>;

export function removePlace({
  tripId,
  placeToVisitId,
}: {
  tripId: number;
  placeToVisitId: number;
}): Promise<RemovePlaceResponse> {
  return apiRequest(plannerPaths.deletePlace(tripId, placeToVisitId), {
    method: 'POST',
    schema: RemovePlaceResponseSchema,
  });
}

/** Takes a stop out of the trip (owner and editors; others get 403). */
export function useRemovePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePlace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLANNER_QUERY_ROOT }),
  });
}

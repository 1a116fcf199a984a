import { type AddPlaceBody, AddPlaceResponseSchema, plannerPaths } from '@ai-map/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/api/client';
import { PLANNER_QUERY_ROOT } from '../api/planner-query-root';

export type AddPlaceResponse = z.infer<typeof AddPlaceResponseSchema>;

export function addPlace({
  tripId,
  ...body
}: AddPlaceBody & { tripId: number }): Promise<AddPlaceResponse> {
  return apiRequest(plannerPaths.places(tripId), {
    method: 'POST',
    body,
    schema: AddPlaceResponseSchema,
  });
}

/** Appends a catalogue place to the end of a day; every planner query is read again. */
export function useAddPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPlace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLANNER_QUERY_ROOT }),
  });
}

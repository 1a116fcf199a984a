import {
  plannerPaths,
  type TripBudget,
  type TripBudgetBody,
  TripBudgetSchema,
} from '@ai-map/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { tripBudgetQueryKey } from './get-trip-budget';

export function putTripBudget({
  tripId,
  ...body
}: TripBudgetBody & { tripId: number }): Promise<TripBudget> {
  return apiRequest(plannerPaths.budget(tripId), { method: 'PUT', body, schema: TripBudgetSchema });
}

/** Stores the four budget items; the answer carries their total. */
export function usePutTripBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putTripBudget,
    onSuccess: (budget, { tripId }) => queryClient.setQueryData(tripBudgetQueryKey(tripId), budget),
  });
}

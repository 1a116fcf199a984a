import { plannerPaths, type TripBudget, TripBudgetSchema } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

export const tripBudgetQueryKey = (tripId: number) => ['planner', 'budget', tripId] as const;

export function getTripBudget(tripId: number, signal?: AbortSignal): Promise<TripBudget> {
  return apiRequest(plannerPaths.budget(tripId), { schema: TripBudgetSchema, signal });
}

export function getTripBudgetQueryOptions(tripId: number) {
  return queryOptions({
    queryKey: tripBudgetQueryKey(tripId),
    queryFn: ({ signal }) => getTripBudget(tripId, signal),
  });
}

/** The budget set by the trip's editors, or the engine's estimate (`is_estimate`). */
export function useTripBudget(tripId: number, enabled = true) {
  return useQuery({ ...getTripBudgetQueryOptions(tripId), enabled });
}

import { type CurrentPlan, CurrentPlanSchema, planPaths } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { useSessionStore } from '../../../shared/api/session-store';

export const currentPlanQueryKey = ['current-plan'] as const;

/** `GET users/subscription_plans/current/`: the viewer's plan and what is left of this period. */
export function getCurrentPlan(): Promise<CurrentPlan> {
  return apiRequest(planPaths.currentPlan, { schema: CurrentPlanSchema });
}

export function getCurrentPlanQueryOptions(signedIn: boolean) {
  return queryOptions({ queryKey: [...currentPlanQueryKey, signedIn], queryFn: getCurrentPlan });
}

/** Counts change with every trip and place opened elsewhere, so they are read fresh. */
export function useCurrentPlan() {
  const signedIn = useSessionStore((state) => state.token !== null);
  return useQuery({ ...getCurrentPlanQueryOptions(signedIn), staleTime: 0 });
}

import { planPaths, type SubscriptionPlan, SubscriptionPlanSchema } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client';
import { useSessionStore } from '../../../shared/api/session-store';

export const subscriptionPlansQueryKey = ['subscription-plans'] as const;

/** `GET users/subscription_plans/`: the plan cards, the viewer's plan marked current. */
export function getSubscriptionPlans(): Promise<SubscriptionPlan[]> {
  return apiRequest(planPaths.subscriptionPlans, { schema: z.array(SubscriptionPlanSchema) });
}

/** Keyed by whether someone is signed in: a visitor's current plan is always the free one. */
export function getSubscriptionPlansQueryOptions(signedIn: boolean) {
  return queryOptions({
    queryKey: [...subscriptionPlansQueryKey, signedIn],
    queryFn: getSubscriptionPlans,
  });
}

export function useSubscriptionPlans() {
  const signedIn = useSessionStore((state) => state.token !== null);
  return useQuery(getSubscriptionPlansQueryOptions(signedIn));
}

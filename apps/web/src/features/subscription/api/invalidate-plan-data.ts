import type { QueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '../../../shared/api/get-profile';
import { currentPlanQueryKey } from './get-current-plan';
import { subscriptionPlansQueryKey } from './get-subscription-plans';

/**
 * A payment or a cancellation changes the profile's plan, the plan cards and the limits. Cached
 * copies no screen shows right now are fetched too, so the next screen never opens on the old plan.
 */
export function invalidatePlanData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [profileQueryKey, currentPlanQueryKey, subscriptionPlansQueryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, refetchType: 'all' }),
    ),
  );
}

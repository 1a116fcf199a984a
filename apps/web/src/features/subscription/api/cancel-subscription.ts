import {
  type Detail,
  DetailSchema,
  messages,
  paymentPaths,
  type Profile,
  type SubscriptionPlan,
} from '@ai-map/contracts';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { toast } from '../../../shared/ui/toast/toast-store';
import { profileQueryKey } from '../../../shared/api/get-profile';
import { plansAfterCancel, profileAfterCancel } from '../lib/plan-selection';
import { subscriptionPlansQueryKey } from './get-subscription-plans';
import { invalidatePlanData } from './invalidate-plan-data';

/** `POST payments/cancel_subscription`: the paid plan ends now and the account is on Free. */
export function cancelSubscription(subscriptionId: number): Promise<Detail> {
  return apiRequest(paymentPaths.cancelSubscription, {
    method: 'POST',
    body: { subscription_id: subscriptionId },
    schema: DetailSchema,
  });
}

/** Every plan button watches this key: buttons are disabled while downgrading (spec 000 §4). */
export const cancelSubscriptionMutationKey = ['cancel-subscription'] as const;

/**
 * Cancel success shows Free at once (spec 000 §4) and then reads the server's state; a failure
 * shows the spec's error toast (§8).
 */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cancelSubscriptionMutationKey,
    mutationFn: cancelSubscription,
    onSuccess: async ({ detail }) => {
      const plans = queryClient.getQueriesData<SubscriptionPlan[]>({
        queryKey: subscriptionPlansQueryKey,
      });
      const profile = queryClient.getQueryData<Profile>(profileQueryKey);
      if (profile) {
        const known = plans.find(([, list]) => list !== undefined)?.[1];
        queryClient.setQueryData(profileQueryKey, profileAfterCancel(profile, known));
      }
      for (const [key, list] of plans) {
        if (list) queryClient.setQueryData(key, plansAfterCancel(list));
      }
      toast.success(detail);
      await invalidatePlanData(queryClient);
    },
    onError: (error) => {
      console.error(error);
      toast.error(messages.somethingWentWrongLater);
    },
  });
}

/** True while a cancellation (a downgrade to Free) is on its way. */
export function useIsDowngrading(): boolean {
  return useIsMutating({ mutationKey: cancelSubscriptionMutationKey }) > 0;
}

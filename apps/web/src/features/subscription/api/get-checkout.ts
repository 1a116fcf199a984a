import { type Checkout, CheckoutSchema, paymentPaths } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

export const checkoutQueryKey = (id: string) => ['checkout', id] as const;

/** How often an open Stripe checkout is asked again while its webhook has not arrived. */
export const CHECKOUT_POLL_MS = 2_000;

/** `GET payments/checkout/{id}/`: status open, paid or expired. */
export function getCheckout(id: string): Promise<Checkout> {
  return apiRequest(paymentPaths.checkoutById(id), { schema: CheckoutSchema });
}

export function getCheckoutQueryOptions(id: string) {
  return queryOptions({ queryKey: checkoutQueryKey(id), queryFn: () => getCheckout(id) });
}

/**
 * The checkout the page shows. Back from Stripe it stays open until Stripe's webhook confirms the
 * payment, so an open Stripe checkout is polled (unless the payer cancelled on Stripe's page); a
 * sandbox one changes only through its own form.
 */
export function useCheckout(id: string, { poll }: { poll: boolean }) {
  return useQuery({
    ...getCheckoutQueryOptions(id),
    staleTime: 0,
    refetchInterval: (query) => {
      const checkout = query.state.data;
      return poll && checkout?.provider === 'stripe' && checkout.status === 'open'
        ? CHECKOUT_POLL_MS
        : false;
    },
  });
}

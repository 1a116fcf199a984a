import { type Checkout, CheckoutSchema, paymentPaths, type SandboxCard } from '@ai-map/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { checkoutQueryKey } from './get-checkout';
import { invalidatePlanData } from './invalidate-plan-data';

/**
 * `POST payments/checkout/{id}/pay/`: the sandbox provider's test card form. 4242 4242 4242 4242
 * pays; 4000 0000 0000 0002 answers the decline under card_number.
 */
export function payCheckout({ id, card }: { id: string; card: SandboxCard }): Promise<Checkout> {
  return apiRequest(paymentPaths.sandboxPay(id), {
    method: 'POST',
    body: card,
    schema: CheckoutSchema,
  });
}

export function usePayCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payCheckout,
    // The new plan is read before the page turns to "paid", so it never shows the old one.
    onSuccess: async (checkout) => {
      await invalidatePlanData(queryClient);
      queryClient.setQueryData(checkoutQueryKey(checkout.id), checkout);
    },
  });
}

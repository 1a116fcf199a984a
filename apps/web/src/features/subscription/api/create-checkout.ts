import {
  type Checkout,
  CheckoutSchema,
  IDEMPOTENCY_KEY_HEADER,
  paymentPaths,
  type SubscriptionSelectionInput,
} from '@ai-map/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { checkoutQueryKey } from './get-checkout';

export interface CreateCheckoutInput {
  selection: SubscriptionSelectionInput;
  /** Made once per plan choice: sending the selection again answers the same checkout. */
  idempotencyKey: string;
}

/** `POST payments/checkout/`: prices the selection and opens a checkout with the provider. */
export function createCheckout({ selection, idempotencyKey }: CreateCheckoutInput) {
  return apiRequest<Checkout>(paymentPaths.checkout, {
    method: 'POST',
    body: selection,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: CheckoutSchema,
  });
}

export function useCreateCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheckout,
    onSuccess: (checkout) => queryClient.setQueryData(checkoutQueryKey(checkout.id), checkout),
  });
}

import { SANDBOX_TEST_CARDS, paymentMessages, type SandboxCard } from '@ai-map/contracts';
import { fieldError } from '../../lib/http-error';
import type { PaymentProvider } from './payment-provider';
import { checkoutReturnUrl } from './return-url';

/**
 * The built-in provider: no money moves. Its session is our own subscription page, where a test
 * card form completes the checkout (`POST payments/checkout/{id}/pay/`).
 */
export function createSandboxProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'sandbox',
    async createSession(request) {
      return {
        reference: `sandbox_${request.checkoutId}`,
        url: checkoutReturnUrl(publicUrl, request.checkoutId),
      };
    },
  };
}

/**
 * Charges a card of the sandbox form (already checked for Luhn, expiry and CVC by the schema).
 * The two test cards succeed and fail; any other number might be a real card, which this
 * sandbox must never look like it charged.
 */
export function chargeTestCard(card: SandboxCard): 'succeeded' | 'declined' {
  if (card.card_number === SANDBOX_TEST_CARDS.succeeds) return 'succeeded';
  if (card.card_number === SANDBOX_TEST_CARDS.declined) return 'declined';
  throw fieldError({ card_number: [paymentMessages.sandboxTestCardsOnly] });
}

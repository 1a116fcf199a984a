import { z } from 'zod';
import { apiPathTable } from './routes';

/**
 * Paths of the payment calls, relative to API_BASE. The spec (000 §7) lists cancel and invoices
 * (spelled as it spells them, without a trailing slash); checkout and the webhook are ours.
 */
export const paymentPaths = apiPathTable({
  checkout: 'payments/checkout/',
  checkoutById: (id: string) => `payments/checkout/${encodeURIComponent(id)}/`,
  sandboxPay: (id: string) => `payments/checkout/${encodeURIComponent(id)}/pay/`,
  stripeWebhook: 'payments/webhooks/stripe/',
  cancelSubscription: 'payments/cancel_subscription',
  invoices: 'payments/invoices',
  invoiceDownload: (id: number) => `payments/invoices/${id}/download`,
});

/** Invoices per page of the Payments tab (the spec does not show its page size). */
export const INVOICES_PAGE_SIZE = 10;
/**
 * Miles are prepaid extra object views: each one pays for a view beyond the plan's allowance and
 * never expires. They are sold with a plan or alone (the selection's only-miles flag).
 */
export const MILE_PRICE_CENTS = 5;
export const MAX_MILES = 100_000;
/** Optional request header of `POST payments/checkout/`: a retry with it never buys twice. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** The cards the built-in sandbox provider knows (the numbers Stripe's test mode uses). */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

export const paymentMessages = {
  choosePlan: 'Choose a plan.',
  chooseDays: 'Choose the number of days.',
  chooseMiles: 'Choose how many miles to buy.',
  freePlanNeedsNoPayment: 'The free plan needs no payment.',
  unknownPlan: 'There is no plan with this slug.',
  unknownOffer: 'This days option does not belong to the plan.',
  noOffers: 'This plan is not sold by the day.',
  daysMismatch: 'The number of days does not match the chosen option.',
  cardNumberInvalid: 'Your card number is invalid.',
  cardExpiryFormat: 'Enter the expiry date as MM/YY.',
  cardExpired: 'Your card has expired.',
  cardCvcInvalid: 'Your card security code is invalid.',
  cardDeclined: 'Your card was declined.',
  sandboxTestCardsOnly:
    'This sandbox takes no real payments: use the test card 4242 4242 4242 4242.',
  checkoutExpired: 'This checkout has expired. Please start again.',
  checkoutNotSandbox: 'This checkout is paid through Stripe, not the sandbox form.',
  idempotencyConflict: 'This Idempotency-Key was already used for a different selection.',
  providerUnavailable: 'The payment provider could not be reached. Please try again later.',
  subscriptionCancelled: 'Your subscription has been cancelled.',
  subscriptionNotActive: 'This subscription is no longer active.',
  subscriptionNotYours: 'This subscription belongs to another account.',
  invalidSignature: 'Invalid Stripe signature.',
  stripeNotConfigured: 'Stripe payments are not configured on this server.',
  sessionMismatch: 'The Stripe session does not match its checkout.',
} as const;

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `MM/YY` or `MM/YYYY` → month and four-digit year, or null when it is not a date. */
export function parseCardExpiry(text: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is valid through the last day of its expiry month. */
export function cardExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const firstDayAfter = Date.UTC(expiry.year, expiry.month, 1);
  return now.getTime() >= firstDayAfter;
}

/**
 * The test card form of the sandbox checkout page. Spaces and dashes in the number are
 * dropped; the expiry must not have passed; the CVC has 3 or 4 digits.
 */
export const SandboxCardSchema = z
  .object({
    card_number: z
      .string()
      .max(40)
      .transform((value) => value.replace(/[\s-]/g, ''))
      .refine((digits) => /^\d{12,19}$/.test(digits) && luhnValid(digits), {
        message: paymentMessages.cardNumberInvalid,
      }),
    expiry: z
      .string()
      .max(10)
      .refine((text) => parseCardExpiry(text) !== null, {
        message: paymentMessages.cardExpiryFormat,
      })
      .refine(
        (text) => {
          const parsed = parseCardExpiry(text);
          return parsed === null || !cardExpired(parsed, new Date());
        },
        { message: paymentMessages.cardExpired },
      ),
    cvc: z.string().regex(/^\d{3,4}$/, paymentMessages.cardCvcInvalid),
    name: z.string().trim().max(150).optional(),
  })
  .strict();
export type SandboxCard = z.infer<typeof SandboxCardSchema>;

/**
 * The subscription selection the client holds between plan choice and purchase (spec 000 §3):
 * plan slug, days and days id (an offer of the days modal), additional miles and the only-miles
 * flag. With only_miles the plan fields are not read.
 */
export const SubscriptionSelectionSchema = z
  .object({
    plan_slug: z.string().trim().min(1).max(64).nullish(),
    days: z.number().int().min(1).max(3660).nullish(),
    days_id: z.number().int().min(1).max(2_147_483_647).nullish(),
    additional_miles: z.number().int().min(0).max(MAX_MILES).default(0),
    only_miles: z.boolean().default(false),
  })
  .strict()
  .superRefine((selection, issue) => {
    if (selection.only_miles) {
      if (selection.additional_miles < 1) {
        issue.addIssue({
          code: 'custom',
          path: ['additional_miles'],
          message: paymentMessages.chooseMiles,
        });
      }
      return;
    }
    if (!selection.plan_slug) {
      issue.addIssue({ code: 'custom', path: ['plan_slug'], message: paymentMessages.choosePlan });
    }
    const hasDays = selection.days !== null && selection.days !== undefined;
    const hasDaysId = selection.days_id !== null && selection.days_id !== undefined;
    if (hasDays !== hasDaysId) {
      const missing = hasDays ? 'days_id' : 'days';
      issue.addIssue({ code: 'custom', path: [missing], message: paymentMessages.chooseDays });
    }
  });
export type SubscriptionSelectionInput = z.input<typeof SubscriptionSelectionSchema>;
export type SubscriptionSelection = z.infer<typeof SubscriptionSelectionSchema>;

/** The selection as a checkout stored it: every field present. */
export const StoredSelectionSchema = z.object({
  plan_slug: z.string().nullable(),
  days: z.number().int().nullable(),
  days_id: z.number().int().nullable(),
  additional_miles: z.number().int(),
  only_miles: z.boolean(),
});
export type StoredSelection = z.infer<typeof StoredSelectionSchema>;

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * A checkout: the priced selection and where to pay it. `checkout_url` is the page that takes
 * the payment: the sandbox form of our own web app, or Stripe's hosted page.
 */
export const CheckoutSchema = z.object({
  id: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(['open', 'paid', 'expired']),
  description: z.string(),
  amount: z.number(),
  currency: z.string(),
  selection: StoredSelectionSchema,
  checkout_url: z.string().nullable(),
  subscription_id: z.number().int().nullable(),
  invoice_id: z.number().int().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Checkout = z.infer<typeof CheckoutSchema>;

export const CancelSubscriptionSchema = z
  .object({ subscription_id: z.number().int().min(1).max(2_147_483_647) })
  .strict();
export type CancelSubscription = z.infer<typeof CancelSubscriptionSchema>;

/**
 * A row of the Payments tab (spec 000 §3 Invoice): `invoice` is the number, `price` US dollars,
 * `subscription_plan` the plan's title ("Miles" for a miles-only purchase), `paid_at` the time
 * of the payment or of the failed attempt, `status` true when paid.
 */
export const InvoiceSchema = z.object({
  id: z.number().int(),
  invoice: z.string(),
  price: z.number(),
  currency: z.string(),
  subscription_plan: z.string(),
  description: z.string(),
  paid_at: z.string(),
  status: z.boolean(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoicePageSchema = z.object({
  count: z.number().int(),
  results: z.array(InvoiceSchema),
});
export type InvoicePage = z.infer<typeof InvoicePageSchema>;

import type { SubscriptionSelectionInput } from '@ai-map/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { newIdempotencyKey } from '../lib/idempotency-key';

/** A selection as the plan choice stores it (spec 000 §3 Subscription selection). */
export type StoredPlanChoice = Required<
  Pick<
    SubscriptionSelectionInput,
    'plan_slug' | 'days' | 'days_id' | 'additional_miles' | 'only_miles'
  >
>;

interface SubscriptionSelectionState {
  selection: StoredPlanChoice | null;
  /** Sent with the checkout request: retries and reloads of one choice never buy twice. */
  idempotencyKey: string | null;
  /** A paid plan (days and days id only for a day plan); a new choice gets a new key. */
  select: (planSlug: string, days?: { days: number; daysId: number }) => void;
  clear: () => void;
}

/**
 * Held between the plan choice and the purchase on /subscription, in sessionStorage so that it
 * survives the page load and the round trip through a payment provider in the same tab.
 */
export const useSubscriptionSelectionStore = create<SubscriptionSelectionState>()(
  persist(
    (set) => ({
      selection: null,
      idempotencyKey: null,
      select: (planSlug, days) =>
        set({
          selection: {
            plan_slug: planSlug,
            days: days?.days ?? null,
            days_id: days?.daysId ?? null,
            additional_miles: 0,
            only_miles: false,
          },
          idempotencyKey: newIdempotencyKey(),
        }),
      clear: () => set({ selection: null, idempotencyKey: null }),
    }),
    {
      name: 'subscription_selection',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ selection, idempotencyKey }) => ({ selection, idempotencyKey }),
    },
  ),
);

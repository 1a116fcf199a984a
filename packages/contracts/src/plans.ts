import { z } from 'zod';
import { apiPathTable } from './routes';

/** Paths of the plan calls (spec 000 §7), relative to API_BASE. */
export const planPaths = apiPathTable({
  subscriptionPlans: 'users/subscription_plans/',
  currentPlan: 'users/subscription_plans/current/',
  timeframeOffers: (planId: number) => `users/subscription_plans/${planId}/timeframes_offers/`,
});

/** Billing periods of a plan (spec 000 §3 "values seen: free, day, others"). */
export const PLAN_PERIODS = ['free', 'day', 'month', 'year'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

/** Every account is on this plan when it has no active subscription. */
export const FREE_PLAN_SLUG = 'free';

/**
 * A plan card (spec 000 §3 Subscription plan). Prices are US dollars. `object_views_limit` null
 * means unlimited (the card then reads "Unlimited"). Limits count per billing period: the plan's
 * period for a subscription, the calendar month (UTC) on the free plan.
 */
export const SubscriptionPlanSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  period: z.enum(PLAN_PERIODS),
  is_current_plan: z.boolean(),
  planner_trips_limit: z.number().int(),
  object_views_limit: z.number().int().nullable(),
  /** Friends that can be invited to one trip. */
  friends: z.number().int(),
  unlocked_phones: z.boolean(),
  unlocked_websites: z.boolean(),
  /** The plan sells a number of days chosen from its timeframe offers (the days modal). */
  has_timeframe_offers: z.boolean(),
});
export type SubscriptionPlan = z.infer<typeof SubscriptionPlanSchema>;

/**
 * `GET users/subscription_plans/current/` (spec 000 §3 Current plan summary). The spec's three
 * fields come first; `object_views_left` is null when the plan has no view limit. Signed-out
 * visitors get the free allowance, counted against their planner access code when they send one.
 */
export const CurrentPlanSchema = z.object({
  title: z.string(),
  planner_trips_left: z.number().int(),
  object_views_left: z.number().int().nullable(),
  slug: z.string(),
  /** The subscription to cancel; null on the free plan. */
  subscription_id: z.number().int().nullable(),
  /** When the paid plan drops to free (ISO 8601); null on the free plan. */
  ends_at: z.string().nullable(),
  /** When the counts of the current period start again (ISO 8601). */
  period_resets_at: z.string(),
  /** Prepaid extra object views, spent after the plan's own allowance (see MILE_PRICE_CENTS). */
  miles_left: z.number().int(),
});
export type CurrentPlan = z.infer<typeof CurrentPlanSchema>;

/** A choice of the days modal (spec 000 §3 Timeframe offer): "N Days - $price". */
export const TimeframeOfferSchema = z.object({
  id: z.number().int(),
  number_of_periods: z.number().int(),
  price: z.number(),
});
export type TimeframeOffer = z.infer<typeof TimeframeOfferSchema>;

/**
 * What the limits answer with. The two chat messages are the spec's (000 §8): signed-out
 * visitors are asked to register (401), signed-in users to upgrade (403).
 */
export const limitMessages = {
  tripsAnonymous: 'Your chat limit is reached. Please register for more chats.',
  trips: 'Creating new chat limit is reached. Please upgrade your subscription.',
  objectViewsAnonymous: 'Your object view limit is reached. Please register to see more places.',
  objectViews: 'Your object view limit is reached. Please upgrade your subscription.',
  friends: (limit: number) =>
    `Your plan lets you invite ${limit} friend${limit === 1 ? '' : 's'} to a trip. Please upgrade your subscription.`,
  contactsLocked:
    'Phone numbers and websites are unlocked with Premium. Please upgrade your subscription.',
} as const;

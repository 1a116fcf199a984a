import type { SubscriptionInfo, SubscriptionPlan, TimeframeOffer } from '@ai-map/contracts';
import { centsToDollars } from '../../lib/cents';
import type { OfferRow, PlanRow } from './plans.repository';

export function presentPlan(
  plan: PlanRow,
  isCurrent: boolean,
  hasOffers: boolean,
): SubscriptionPlan {
  return {
    id: plan.id,
    slug: plan.slug,
    title: plan.title,
    description: plan.description,
    price: centsToDollars(plan.priceCents),
    period: plan.period,
    is_current_plan: isCurrent,
    planner_trips_limit: plan.plannerTripsLimit,
    object_views_limit: plan.objectViewsLimit,
    friends: plan.friends,
    unlocked_phones: plan.unlockedPhones,
    unlocked_websites: plan.unlockedWebsites,
    has_timeframe_offers: hasOffers,
  };
}

export function presentOffer(offer: OfferRow): TimeframeOffer {
  return {
    id: offer.id,
    number_of_periods: offer.numberOfPeriods,
    price: centsToDollars(offer.priceCents),
  };
}

/** The profile's subscription_info: `id` is the subscription to cancel, null on the free plan. */
export function presentSubscriptionInfo(
  plan: PlanRow,
  subscriptionId: number | null,
): SubscriptionInfo {
  return {
    id: subscriptionId,
    period: plan.period,
    price: centsToDollars(plan.priceCents),
    title: plan.title,
    slug: plan.slug,
  };
}

import {
  FREE_PLAN_SLUG,
  type Profile,
  type SubscriptionInfo,
  type SubscriptionPlan,
} from '@ai-map/contracts';

/** What choosing a plan card does (spec 000 §4 Plan selection). */
export type PlanChoice =
  | { kind: 'choose-days'; plan: SubscriptionPlan }
  | { kind: 'checkout'; planSlug: string }
  | { kind: 'cancel'; subscriptionId: number }
  | { kind: 'warn-downgrade' }
  | { kind: 'sign-in' };

/** Sold by the day: the period is day, or the server sells the plan as timeframe offers. */
export function isDayPlan(plan: SubscriptionPlan): boolean {
  return plan.period === 'day' || plan.has_timeframe_offers;
}

/**
 * The spec's rules in order: a day plan opens the days modal; another paid plan goes to the
 * checkout; the free plan cancels the current subscription when there is one, else warns a
 * signed-in user that a paid plan drops to free after its payment date, else asks to sign in.
 */
export function choosePlan(
  plan: SubscriptionPlan,
  viewer: { signedIn: boolean; subscriptionId: number | null },
): PlanChoice {
  if (plan.period !== 'free') {
    return isDayPlan(plan)
      ? { kind: 'choose-days', plan }
      : { kind: 'checkout', planSlug: plan.slug };
  }
  if (viewer.subscriptionId !== null)
    return { kind: 'cancel', subscriptionId: viewer.subscriptionId };
  return viewer.signedIn ? { kind: 'warn-downgrade' } : { kind: 'sign-in' };
}

/** The highlighted card: the current plan while a subscription is active, else the free plan. */
export function highlightedPlanSlug(
  plans: readonly SubscriptionPlan[],
  activeSubscription: boolean,
): string {
  const current = plans.find((plan) => plan.is_current_plan);
  return activeSubscription && current ? current.slug : FREE_PLAN_SLUG;
}

/** "Cancel subscription" shows unless the plan is free and is usable only with an active one. */
export function cancelButtonState(
  profile: Pick<Profile, 'is_active_subscription' | 'subscription_info'>,
): { shown: boolean; disabled: boolean } {
  const slug = profile.subscription_info?.slug ?? FREE_PLAN_SLUG;
  return { shown: slug !== FREE_PLAN_SLUG, disabled: !profile.is_active_subscription };
}

/** Cancel success (spec 000 §4): all plans flip so that only the free plan is current. */
export function plansAfterCancel(plans: readonly SubscriptionPlan[]): SubscriptionPlan[] {
  return plans.map((plan) => ({ ...plan, is_current_plan: plan.slug === FREE_PLAN_SLUG }));
}

/**
 * Cancel success (spec 000 §4): the profile is no longer active and its subscription info
 * becomes the free plan (taken from the plan cards when they are loaded).
 */
export function profileAfterCancel(
  profile: Profile,
  plans: readonly SubscriptionPlan[] | undefined,
): Profile {
  const free = plans?.find((plan) => plan.slug === FREE_PLAN_SLUG);
  const subscriptionInfo: SubscriptionInfo = {
    id: null,
    period: free?.period ?? 'free',
    price: free?.price ?? 0,
    title: free?.title ?? 'Free',
    slug: FREE_PLAN_SLUG,
  };
  return { ...profile, is_active_subscription: false, subscription_info: subscriptionInfo };
}

import type {
  CurrentPlan,
  SubscriptionInfo,
  SubscriptionPlan,
  TimeframeOffer,
} from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { planStateOf } from './plan-state';
import { presentOffer, presentPlan, presentSubscriptionInfo } from './plans.presenter';
import * as repo from './plans.repository';
import * as usage from './usage.repository';
import type { LimitSubject } from './usage.repository';

/** The plan cards; the viewer's plan (free for visitors and lapsed users) is the current one. */
export async function listPlans(
  ctx: AppContext,
  userId: number | null,
  now = new Date(),
): Promise<SubscriptionPlan[]> {
  const subject: LimitSubject | null = userId === null ? null : { kind: 'user', userId };
  const [plans, withOffers, state] = await Promise.all([
    repo.listPlans(ctx.db),
    repo.plansWithOffers(ctx.db),
    planStateOf(ctx.db, subject, now),
  ]);
  return plans.map((plan) => presentPlan(plan, plan.id === state.plan.id, withOffers.has(plan.id)));
}

/**
 * What is left of the current period's allowance. A visitor without a known planner access
 * code has used nothing that could be counted, so the whole free allowance is left.
 */
export async function currentPlan(
  ctx: AppContext,
  subject: LimitSubject | null,
  now = new Date(),
): Promise<CurrentPlan> {
  const { plan, subscription, window } = await planStateOf(ctx.db, subject, now);
  const [tripsUsed, viewsUsed, miles] = subject
    ? await Promise.all([
        usage.countUsage(ctx.db, subject, 'planner_trip', window.start),
        usage.countUsage(ctx.db, subject, 'object_view', window.start, true),
        subject.kind === 'user' ? usage.milesLeft(ctx.db, subject.userId) : 0,
      ])
    : [0, 0, 0];
  return {
    title: plan.title,
    planner_trips_left: Math.max(0, plan.plannerTripsLimit - tripsUsed),
    object_views_left:
      plan.objectViewsLimit === null
        ? null
        : Math.max(0, plan.objectViewsLimit - viewsUsed) + miles,
    slug: plan.slug,
    subscription_id: subscription?.id ?? null,
    ends_at: subscription?.endsAt.toISOString() ?? null,
    period_resets_at: window.resetsAt.toISOString(),
    miles_left: miles,
  };
}

export async function timeframeOffers(ctx: AppContext, planId: number): Promise<TimeframeOffer[]> {
  if (!(await repo.planById(ctx.db, planId))) throw notFound(`No plan with id ${planId}.`);
  return (await repo.offersOf(ctx.db, planId)).map(presentOffer);
}

/** The profile's plan fields: a live subscription, else the free plan with no subscription id. */
export async function subscriptionStatus(
  ctx: AppContext,
  userId: number,
  now = new Date(),
): Promise<{ is_active_subscription: boolean; subscription_info: SubscriptionInfo }> {
  const { plan, subscription } = await planStateOf(ctx.db, { kind: 'user', userId }, now);
  return {
    is_active_subscription: subscription !== null,
    subscription_info: presentSubscriptionInfo(plan, subscription?.id ?? null),
  };
}

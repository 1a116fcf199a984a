import { FREE_PLAN_SLUG } from '@ai-map/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscriptionPlans, subscriptions, timeframeOffers } from '../../db/schema';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type OfferRow = typeof timeframeOffers.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function listPlans(db: Database): Promise<PlanRow[]> {
  return db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.position));
}

export async function planById(db: Database, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return row;
}

export async function planBySlug(db: Database, slug: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, slug));
  return row;
}

/** The free plan, which the seed migration always creates. */
export async function freePlan(db: Database): Promise<PlanRow> {
  const plan = await planBySlug(db, FREE_PLAN_SLUG);
  if (!plan) throw new Error(`the "${FREE_PLAN_SLUG}" plan is missing: run the migrations`);
  return plan;
}

/** Ids of the plans that sell timeframe offers. */
export async function plansWithOffers(db: Database): Promise<Set<number>> {
  const rows = await db.selectDistinct({ planId: timeframeOffers.planId }).from(timeframeOffers);
  return new Set(rows.map((r) => r.planId));
}

export async function offersOf(db: Database, planId: number): Promise<OfferRow[]> {
  return db
    .select()
    .from(timeframeOffers)
    .where(eq(timeframeOffers.planId, planId))
    .orderBy(asc(timeframeOffers.numberOfPeriods));
}

/**
 * The user's subscription that is active and not yet past its end, with its plan. A row the
 * expiry job has not reached yet already counts as ended here.
 */
export async function liveSubscriptionOf(db: Database, userId: number, now: Date) {
  const [row] = await db
    .select({ subscription: subscriptions, plan: subscriptionPlans })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.endsAt, now),
      ),
    )
    .limit(1);
  return row;
}

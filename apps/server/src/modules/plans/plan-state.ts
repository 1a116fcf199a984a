import type { Database } from '../../db/client';
import { usageWindow, type UsageWindow } from './plan-periods';
import * as repo from './plans.repository';
import type { PlanRow, SubscriptionRow } from './plans.repository';
import type { LimitSubject } from './usage.repository';

/** The plan that applies right now, its subscription (none on the free plan) and usage window. */
export interface PlanState {
  plan: PlanRow;
  subscription: SubscriptionRow | null;
  window: UsageWindow;
}

/**
 * What applies to a subject at `now`: a user's live subscription, else the free plan. Signed-out
 * visitors (with or without an access code) are on the free plan.
 */
export async function planStateOf(
  db: Database,
  subject: LimitSubject | null,
  now: Date,
): Promise<PlanState> {
  const live =
    subject?.kind === 'user' ? await repo.liveSubscriptionOf(db, subject.userId, now) : undefined;
  const period = live?.plan.period;
  if (live && period && period !== 'free') {
    const { subscription, plan } = live;
    return {
      plan,
      subscription,
      window: usageWindow(
        { startedAt: subscription.startedAt, endsAt: subscription.endsAt, period },
        now,
      ),
    };
  }
  return { plan: await repo.freePlan(db), subscription: null, window: usageWindow(null, now) };
}

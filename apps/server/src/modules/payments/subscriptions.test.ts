import {
  CurrentPlanSchema,
  apiPaths,
  paymentMessages,
  paymentPaths,
  planPaths,
  type Profile,
  type SubscriptionPlan,
} from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, subscriptions } from '../../db/schema';
import { api, expectFieldErrors, registerUser, tokenHeader } from '../../test-support/api';
import { buyWithSandbox, dayPassSelection } from '../../test-support/checkout';
import { createTestApp } from '../../test-support/test-app';
import { contextOf } from '../../test-support/test-context';
import { expireSubscriptions } from './subscription-expiry';

describe('subscriptions: cancel and expiry', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const cancel = (key: string | null, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: api(paymentPaths.cancelSubscription),
      headers: key ? tokenHeader(key) : {},
      payload,
    });
  const get = async <T>(path: string, key: string) =>
    (await t.app.inject({ method: 'GET', url: api(path), headers: tokenHeader(key) })).json<T>();
  const statusOf = async (id: number) =>
    (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!.status;

  it('cancels the own subscription: the profile and plans are on free again', async () => {
    const { key } = await registerUser(t.app);
    const { subscription_id } = await buyWithSandbox(t.app, key, { plan_slug: 'month' });
    expect((await get<Profile>(apiPaths.profile, key)).subscription_info?.id).toBe(subscription_id);

    const res = await cancel(key, { subscription_id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: paymentMessages.subscriptionCancelled });
    expect(await statusOf(subscription_id!)).toBe('cancelled');
    const profile = await get<Profile>(apiPaths.profile, key);
    expect(profile.is_active_subscription).toBe(false);
    expect(profile.subscription_info).toMatchObject({ id: null, slug: 'free' });
    const plans = await get<SubscriptionPlan[]>(planPaths.subscriptionPlans, key);
    expect(plans.filter((p) => p.is_current_plan).map((p) => p.slug)).toEqual(['free']);

    const again = await cancel(key, { subscription_id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: paymentMessages.subscriptionNotActive,
      code: 'conflict',
    });
  });

  it("refuses someone else's subscription and an unknown one, and validates the body", async () => {
    const owner = await registerUser(t.app);
    const { subscription_id } = await buyWithSandbox(t.app, owner.key, { plan_slug: 'year' });
    const other = await registerUser(t.app);
    const stolen = await cancel(other.key, { subscription_id });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toEqual({
      detail: paymentMessages.subscriptionNotYours,
      code: 'permission_denied',
    });
    expect(await statusOf(subscription_id!)).toBe('active');

    const unknown = await cancel(owner.key, { subscription_id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      detail: 'No subscription with id 999999.',
      code: 'not_found',
    });
    const bad = await cancel(owner.key, { subscription_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('subscription_id');
    const missing = await cancel(owner.key, {});
    expectFieldErrors(missing.json(), { subscription_id: ['This field is required.'] });
    expect((await cancel(null, { subscription_id })).statusCode).toBe(401);
  });

  it('drops a paid plan to free after its payment date', async () => {
    const { key } = await registerUser(t.app);
    const { subscription_id } = await buyWithSandbox(t.app, key, await dayPassSelection(t.app, 1));
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription_id!));
    const ctx = contextOf(t);

    expect(await expireSubscriptions(ctx, new Date(row!.endsAt.getTime() - 1))).toMatchObject({
      subscriptions: 0,
    });
    expect(await statusOf(subscription_id!)).toBe('active');

    const afterEnd = new Date(row!.endsAt.getTime() + 1);
    const swept = await expireSubscriptions(ctx, afterEnd);
    expect(swept.subscriptions).toBeGreaterThanOrEqual(1);
    const [expired] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription_id!));
    expect(expired).toMatchObject({ status: 'expired', endedAt: row!.endsAt });
    const current = CurrentPlanSchema.parse(await get(planPaths.currentPlan, key));
    expect(current).toMatchObject({ title: 'Free', subscription_id: null, ends_at: null });
    expect((await get<Profile>(apiPaths.profile, key)).is_active_subscription).toBe(false);
    // A second sweep finds nothing more to do.
    expect((await expireSubscriptions(ctx, afterEnd)).subscriptions).toBe(0);
  });

  it('counts a plan past its end as free even before the sweep', async () => {
    const { key } = await registerUser(t.app);
    const { subscription_id } = await buyWithSandbox(t.app, key, { plan_slug: 'month' });
    await t.database.db
      .update(subscriptions)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.id, subscription_id!));
    expect(CurrentPlanSchema.parse(await get(planPaths.currentPlan, key)).title).toBe('Free');
    const res = await cancel(key, { subscription_id });
    expect(res.statusCode).toBe(409);
    // Buying again works: the lapsed row is closed first, so one plan stays active.
    const again = await buyWithSandbox(t.app, key, { plan_slug: 'month' });
    expect(await statusOf(subscription_id!)).toBe('expired');
    expect(await statusOf(again.subscription_id!)).toBe('active');
  });

  it('expires unpaid checkouts past their expiry', async () => {
    const { key } = await registerUser(t.app);
    const opened = await t.app.inject({
      method: 'POST',
      url: api(paymentPaths.checkout),
      headers: tokenHeader(key),
      payload: { plan_slug: 'month' },
    });
    const id = opened.json<{ id: string }>().id;
    await expireSubscriptions(contextOf(t), new Date(Date.now() + 2 * 60 * 60 * 1000));
    const [row] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, id));
    expect(row!.status).toBe('expired');
  });

  it('runs the sweep on a timer while the app is up', async () => {
    const app = await createTestApp({ env: { SUBSCRIPTION_EXPIRY_INTERVAL_S: '1' } });
    try {
      const { key } = await registerUser(app.app);
      const { subscription_id } = await buyWithSandbox(app.app, key, { plan_slug: 'month' });
      await app.database.db
        .update(subscriptions)
        .set({ endsAt: new Date(Date.now() - 1000) })
        .where(eq(subscriptions.id, subscription_id!));
      await expect
        .poll(
          async () =>
            (
              await app.database.db
                .select()
                .from(subscriptions)
                .where(eq(subscriptions.id, subscription_id!))
            )[0]!.status,
          { timeout: 5000, interval: 200 },
        )
        .toBe('expired');
    } finally {
      await app.close();
    }
  });
});

import {
  CurrentPlanSchema,
  SubscriptionPlanSchema,
  apiPaths,
  planPaths,
  type Profile,
} from '@ai-map/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerUser, tokenHeader } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';

describe('plans API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: api(path), headers });

  it('lists the seeded plans in card order, the free plan current for visitors', async () => {
    const res = await get(planPaths.subscriptionPlans);
    expect(res.statusCode).toBe(200);
    const plans = SubscriptionPlanSchema.array().parse(res.json());
    expect(plans.map((p) => [p.slug, p.title, p.price, p.period])).toEqual([
      ['free', 'Free', 0, 'free'],
      ['day', 'Day Pass', 2.99, 'day'],
      ['month', 'Explorer', 9.99, 'month'],
      ['year', 'Globetrotter', 79.99, 'year'],
    ]);
    expect(plans.map((p) => p.is_current_plan)).toEqual([true, false, false, false]);
    expect(plans[0]).toMatchObject({
      planner_trips_limit: 3,
      object_views_limit: 30,
      friends: 1,
      unlocked_phones: false,
      unlocked_websites: false,
      has_timeframe_offers: false,
    });
    expect(plans[1]).toMatchObject({
      unlocked_phones: true,
      unlocked_websites: false,
      has_timeframe_offers: true,
    });
    expect(plans[2]).toMatchObject({ object_views_limit: null, unlocked_websites: true });
  });

  it("answers the day plan's timeframe offers, shortest first", async () => {
    const plans = SubscriptionPlanSchema.array().parse(
      (await get(planPaths.subscriptionPlans)).json(),
    );
    const day = plans.find((p) => p.slug === 'day')!;
    const res = await get(planPaths.timeframeOffers(day.id));
    expect(res.statusCode).toBe(200);
    const offers = res.json<{ id: number; number_of_periods: number; price: number }[]>();
    expect(offers.map((o) => [o.number_of_periods, o.price])).toEqual([
      [1, 2.99],
      [3, 7.99],
      [7, 15.99],
      [14, 27.99],
      [30, 49.99],
    ]);
    expect(offers.every((o) => Number.isInteger(o.id))).toBe(true);

    const month = plans.find((p) => p.slug === 'month')!;
    expect((await get(planPaths.timeframeOffers(month.id))).json()).toEqual([]);
  });

  it('answers 404 for an unknown plan and 400 for an id that is not one', async () => {
    const missing = await get(planPaths.timeframeOffers(999_999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'No plan with id 999999.', code: 'not_found' });
    const bad = await get('users/subscription_plans/abc/timeframes_offers/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid');
  });

  it('gives a visitor the whole free allowance', async () => {
    const res = await get(planPaths.currentPlan);
    expect(res.statusCode).toBe(200);
    const current = CurrentPlanSchema.parse(res.json());
    const now = new Date();
    expect(current).toEqual({
      title: 'Free',
      planner_trips_left: 3,
      object_views_left: 30,
      slug: 'free',
      subscription_id: null,
      ends_at: null,
      period_resets_at: new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1),
      ).toISOString(),
      miles_left: 0,
    });
  });

  it('shows a new user on the free plan, in the plan list and in the profile', async () => {
    const { key } = await registerUser(t.app);
    const current = CurrentPlanSchema.parse(
      (await get(planPaths.currentPlan, tokenHeader(key))).json(),
    );
    expect(current).toMatchObject({ title: 'Free', planner_trips_left: 3, subscription_id: null });
    const plans = SubscriptionPlanSchema.array().parse(
      (await get(planPaths.subscriptionPlans, tokenHeader(key))).json(),
    );
    expect(plans.filter((p) => p.is_current_plan).map((p) => p.slug)).toEqual(['free']);
    const profile = (await get(apiPaths.profile, tokenHeader(key))).json<Profile>();
    expect(profile.is_active_subscription).toBe(false);
    expect(profile.subscription_info).toEqual({
      id: null,
      period: 'free',
      price: 0,
      title: 'Free',
      slug: 'free',
    });
  });
});

import type { Profile, SubscriptionPlan } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';
import {
  cancelButtonState,
  choosePlan,
  highlightedPlanSlug,
  plansAfterCancel,
  profileAfterCancel,
} from './plan-selection';

const plan = (slug: string, overrides: Partial<SubscriptionPlan> = {}): SubscriptionPlan => ({
  id: slug.length,
  slug,
  title: slug[0]!.toUpperCase() + slug.slice(1),
  description: '',
  price: 9.99,
  period: 'month',
  is_current_plan: false,
  planner_trips_limit: 30,
  object_views_limit: null,
  friends: 5,
  unlocked_phones: true,
  unlocked_websites: true,
  has_timeframe_offers: false,
  ...overrides,
});

const free = plan('free', { price: 0, period: 'free', object_views_limit: 30 });
const day = plan('day', { price: 2.99, period: 'day', has_timeframe_offers: true });
const month = plan('month');

const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 7,
  name: 'Ada',
  first_name: '',
  last_name: '',
  username: 'ada',
  email: 'ada@example.org',
  email_confirmed: true,
  photo: null,
  background_image: null,
  is_active_subscription: true,
  subscription_info: { id: 42, period: 'month', price: 9.99, title: 'Month', slug: 'month' },
  ...overrides,
});

describe('plan selection rules (spec 000 §4)', () => {
  const signedIn = { signedIn: true, subscriptionId: null };

  it('opens the days modal for a plan whose period is day', () => {
    expect(choosePlan(day, signedIn)).toEqual({ kind: 'choose-days', plan: day });
    expect(choosePlan(plan('pass', { period: 'day' }), signedIn).kind).toBe('choose-days');
  });

  it('goes to the checkout with the slug of any other paid plan, signed in or not', () => {
    expect(choosePlan(month, signedIn)).toEqual({ kind: 'checkout', planSlug: 'month' });
    expect(choosePlan(month, { signedIn: false, subscriptionId: null })).toEqual({
      kind: 'checkout',
      planSlug: 'month',
    });
  });

  it('cancels the current subscription when free is chosen and there is one', () => {
    expect(choosePlan(free, { signedIn: true, subscriptionId: 42 })).toEqual({
      kind: 'cancel',
      subscriptionId: 42,
    });
  });

  it('warns a signed-in user without a subscription id, and asks a visitor to sign in', () => {
    expect(choosePlan(free, signedIn)).toEqual({ kind: 'warn-downgrade' });
    expect(choosePlan(free, { signedIn: false, subscriptionId: null })).toEqual({
      kind: 'sign-in',
    });
  });

  it('highlights the current plan while the subscription is active, else the free plan', () => {
    const plans = [free, { ...month, is_current_plan: true }, day];
    expect(highlightedPlanSlug(plans, true)).toBe('month');
    expect(highlightedPlanSlug(plans, false)).toBe('free');
    expect(highlightedPlanSlug([free, month], true)).toBe('free');
  });

  it('shows Cancel subscription only off the free plan, disabled without an active one', () => {
    expect(cancelButtonState(profile())).toEqual({ shown: true, disabled: false });
    expect(cancelButtonState(profile({ is_active_subscription: false }))).toEqual({
      shown: true,
      disabled: true,
    });
    const onFree = profile({
      is_active_subscription: false,
      subscription_info: { id: null, period: 'free', price: 0, title: 'Free', slug: 'free' },
    });
    expect(cancelButtonState(onFree).shown).toBe(false);
    expect(cancelButtonState(profile({ subscription_info: null })).shown).toBe(false);
  });

  it('flips every plan so that only free is current after a cancellation', () => {
    const flipped = plansAfterCancel([free, { ...month, is_current_plan: true }, day]);
    expect(flipped.map((p) => [p.slug, p.is_current_plan])).toEqual([
      ['free', true],
      ['month', false],
      ['day', false],
    ]);
  });

  it("makes the profile inactive on the free plan's info after a cancellation", () => {
    const after = profileAfterCancel(profile(), [{ ...free, title: 'Free tier' }]);
    expect(after.is_active_subscription).toBe(false);
    expect(after.subscription_info).toEqual({
      id: null,
      period: 'free',
      price: 0,
      title: 'Free tier',
      slug: 'free',
    });
    expect(profileAfterCancel(profile(), undefined).subscription_info?.title).toBe('Free');
    expect(after.email).toBe('ada@example.org');
  });

  it('makes a new idempotency key for every plan choice', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^sel_[0-9a-f]{32}$/);
  });
});

import type { CurrentPlan, SubscriptionPlan } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import {
  formatPlanPrice,
  limitChips,
  offerLabel,
  planButtonLabel,
  planFeatureLines,
  planFeatures,
} from './plan-labels';

const plan = (overrides: Partial<SubscriptionPlan>): SubscriptionPlan => ({
  id: 1,
  slug: 'free',
  title: 'Free',
  description: '',
  price: 0,
  period: 'free',
  is_current_plan: false,
  planner_trips_limit: 3,
  object_views_limit: 30,
  friends: 1,
  unlocked_phones: false,
  unlocked_websites: false,
  has_timeframe_offers: false,
  ...overrides,
});

describe('plan card labels', () => {
  it('prints whole dollar prices bare and others with cents', () => {
    expect(formatPlanPrice(0)).toBe('$0');
    expect(formatPlanPrice(9.99)).toBe('$9.99');
    expect(formatPlanPrice(7.5)).toBe('$7.50');
    expect(formatPlanPrice(80)).toBe('$80');
  });

  it('lists routes, objects and friends, without unlocked contacts the plan does not flag', () => {
    expect(planFeatures(plan({}))).toEqual(['3 routes', '30 objects', '1 friend']);
  });

  it('reads Unlimited for an empty or zero object limit and Some for no friend count', () => {
    expect(planFeatures(plan({ object_views_limit: null, friends: 0 }))).toEqual([
      '3 routes',
      'Unlimited objects',
      'Some friends',
    ]);
    expect(planFeatures(plan({ object_views_limit: 0 }))[1]).toBe('Unlimited objects');
  });

  it('adds Unlocked phones and Unlocked websites where flagged', () => {
    const explorer = plan({
      planner_trips_limit: 30,
      object_views_limit: null,
      friends: 5,
      unlocked_phones: true,
      unlocked_websites: true,
    });
    expect(planFeatures(explorer)).toEqual([
      '30 routes',
      'Unlimited objects',
      '5 friends',
      'Unlocked phones',
      'Unlocked websites',
    ]);
    expect(planFeatures(plan({ unlocked_phones: true }))).toContain('Unlocked phones');
    expect(planFeatures(plan({ unlocked_phones: true }))).not.toContain('Unlocked websites');
  });

  it('labels the button Current on the current plan and Select elsewhere', () => {
    expect(planButtonLabel(plan({ is_current_plan: true }))).toBe('Current');
    expect(planButtonLabel(plan({ is_current_plan: false }))).toBe('Select');
  });

  it('labels a days option "N Days - $price"', () => {
    expect(offerLabel({ id: 4, number_of_periods: 3, price: 7.99 })).toBe('3 Days - $7.99');
    expect(offerLabel({ id: 5, number_of_periods: 1, price: 2.99 })).toBe('1 Days - $2.99');
  });

  it('shows what is left as "N trips left" and "N objects/route left"', () => {
    const current: CurrentPlan = {
      title: 'Free',
      planner_trips_left: 2,
      object_views_left: 28,
      slug: 'free',
      subscription_id: null,
      ends_at: null,
      period_resets_at: '2030-01-01T00:00:00.000Z',
      miles_left: 0,
    };
    expect(limitChips(current)).toEqual(['2 trips left', '28 objects/route left']);
    expect(limitChips({ ...current, object_views_left: null })[1]).toBe(
      'Unlimited objects/route left',
    );
  });

  it('explains every card line in one plain sentence', () => {
    const lines = planFeatureLines(plan({ unlocked_phones: true, unlocked_websites: true }));
    expect(lines.map((line) => line.label)).toEqual([
      '3 routes',
      '30 objects',
      '1 friend',
      'Unlocked phones',
      'Unlocked websites',
    ]);
    for (const line of lines) expect(line.explanation).toMatch(/^[A-Z].+\.$/);
  });
});

import { describe, expect, it } from 'vitest';
import {
  SANDBOX_TEST_CARDS,
  SubscriptionSelectionSchema,
  cardExpired,
  luhnValid,
  parseCardExpiry,
  paymentMessages,
} from './payments';

describe('card rules', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid(SANDBOX_TEST_CARDS.succeeds)).toBe(true);
    expect(luhnValid(SANDBOX_TEST_CARDS.declined)).toBe(true);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('4242 4242')).toBe(false);
  });

  it('reads MM/YY and MM/YYYY and knows when a card ran out', () => {
    expect(parseCardExpiry('04/27')).toEqual({ month: 4, year: 2027 });
    expect(parseCardExpiry(' 12 / 2030 ')).toEqual({ month: 12, year: 2030 });
    expect(parseCardExpiry('13/27')).toBeNull();
    expect(parseCardExpiry('4/27')).toBeNull();
    const now = new Date('2026-11-23T12:00:00Z');
    expect(cardExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(cardExpired({ month: 10, year: 2026 }, now)).toBe(true);
    expect(cardExpired({ month: 11, year: 2026 }, new Date('2026-12-01T00:00:00Z'))).toBe(true);
  });
});

describe('SubscriptionSelectionSchema', () => {
  const issues = (input: unknown) =>
    SubscriptionSelectionSchema.safeParse(input).error?.issues.map((i) => [
      i.path.join('.'),
      i.message,
    ]);

  it('fills the defaults', () => {
    expect(SubscriptionSelectionSchema.parse({ plan_slug: 'month' })).toEqual({
      plan_slug: 'month',
      additional_miles: 0,
      only_miles: false,
    });
  });

  it('wants a plan, or miles when only miles are bought', () => {
    expect(issues({})).toEqual([['plan_slug', paymentMessages.choosePlan]]);
    expect(issues({ only_miles: true })).toEqual([
      ['additional_miles', paymentMessages.chooseMiles],
    ]);
    expect(issues({ only_miles: true, additional_miles: 10, plan_slug: null })).toBeUndefined();
  });

  it('wants days and days_id together', () => {
    expect(issues({ plan_slug: 'day', days: 3 })).toEqual([
      ['days_id', paymentMessages.chooseDays],
    ]);
    expect(issues({ plan_slug: 'day', days_id: 2 })).toEqual([
      ['days', paymentMessages.chooseDays],
    ]);
    expect(issues({ plan_slug: 'day', days: 3, days_id: 2 })).toBeUndefined();
  });
});

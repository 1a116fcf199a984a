import { describe, expect, it } from 'vitest';
import { addPeriods, usageWindow } from './plan-periods';

const at = (iso: string) => new Date(iso);

describe('addPeriods', () => {
  it('adds days as 24-hour steps', () => {
    expect(addPeriods(at('2026-03-28T10:00:00Z'), 'day', 7)).toEqual(at('2026-04-04T10:00:00Z'));
  });

  it('adds calendar months and keeps the day where the month has it', () => {
    expect(addPeriods(at('2026-01-15T08:30:00Z'), 'month', 1)).toEqual(at('2026-02-15T08:30:00Z'));
    expect(addPeriods(at('2026-01-31T00:00:00Z'), 'month', 1)).toEqual(at('2026-02-28T00:00:00Z'));
    expect(addPeriods(at('2028-01-31T00:00:00Z'), 'month', 1)).toEqual(at('2028-02-29T00:00:00Z'));
    expect(addPeriods(at('2026-01-31T00:00:00Z'), 'month', 2)).toEqual(at('2026-03-31T00:00:00Z'));
    expect(addPeriods(at('2026-11-30T00:00:00Z'), 'month', 3)).toEqual(at('2027-02-28T00:00:00Z'));
  });

  it('adds years as twelve months', () => {
    expect(addPeriods(at('2028-02-29T12:00:00Z'), 'year', 1)).toEqual(at('2029-02-28T12:00:00Z'));
  });
});

describe('usageWindow', () => {
  it('is the calendar month in UTC without a subscription', () => {
    expect(usageWindow(null, at('2026-11-23T14:00:00Z'))).toEqual({
      start: at('2026-11-01T00:00:00Z'),
      resetsAt: at('2026-12-01T00:00:00Z'),
    });
    expect(usageWindow(null, at('2026-12-31T23:59:59Z'))).toEqual({
      start: at('2026-12-01T00:00:00Z'),
      resetsAt: at('2027-01-01T00:00:00Z'),
    });
  });

  it('is the current day of a Day Pass and ends with it', () => {
    const pass = {
      startedAt: at('2026-06-01T09:00:00Z'),
      endsAt: at('2026-06-04T09:00:00Z'),
      period: 'day' as const,
    };
    expect(usageWindow(pass, at('2026-06-01T09:00:00Z'))).toEqual({
      start: at('2026-06-01T09:00:00Z'),
      resetsAt: at('2026-06-02T09:00:00Z'),
    });
    expect(usageWindow(pass, at('2026-06-03T08:59:59Z'))).toEqual({
      start: at('2026-06-02T09:00:00Z'),
      resetsAt: at('2026-06-03T09:00:00Z'),
    });
    expect(usageWindow(pass, at('2026-06-03T20:00:00Z')).resetsAt).toEqual(
      at('2026-06-04T09:00:00Z'),
    );
  });

  it('counts a month plan from the day it started, without drifting', () => {
    const explorer = {
      startedAt: at('2026-01-31T00:00:00Z'),
      endsAt: at('2026-04-30T00:00:00Z'),
      period: 'month' as const,
    };
    expect(usageWindow(explorer, at('2026-03-30T00:00:00Z'))).toEqual({
      start: at('2026-02-28T00:00:00Z'),
      resetsAt: at('2026-03-31T00:00:00Z'),
    });
    expect(usageWindow(explorer, at('2026-04-01T00:00:00Z'))).toEqual({
      start: at('2026-03-31T00:00:00Z'),
      resetsAt: at('2026-04-30T00:00:00Z'),
    });
  });
});

import type { PlanPeriod } from '@ai-map/contracts';

export type PaidPeriod = Exclude<PlanPeriod, 'free'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `date` plus `months` calendar months in UTC; the 31st becomes the last day of a short month. */
function addMonths(date: Date, months: number): Date {
  const firstOfTarget = new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth() + months,
      1,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0),
  ).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return firstOfTarget;
}

/** The moment `count` billing periods after `start`. */
export function addPeriods(start: Date, period: PaidPeriod, count: number): Date {
  switch (period) {
    case 'day':
      return new Date(start.getTime() + count * DAY_MS);
    case 'month':
      return addMonths(start, count);
    case 'year':
      return addMonths(start, 12 * count);
  }
}

/** The span the limits count in: usage since `start`; the counts start again at `resetsAt`. */
export interface UsageWindow {
  start: Date;
  resetsAt: Date;
}

/**
 * The current usage window. A subscription counts per period from its start (a Day Pass per
 * day, Explorer per month); the last window ends with the subscription. Without one (the free
 * plan, signed-out visitors) the window is the calendar month in UTC.
 */
export function usageWindow(
  subscription: { startedAt: Date; endsAt: Date; period: PaidPeriod } | null,
  now: Date,
): UsageWindow {
  if (!subscription) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    return { start, resetsAt: addMonths(start, 1) };
  }
  const { startedAt, endsAt, period } = subscription;
  let passed = 0;
  // Counting from the start each time keeps month ends from drifting (Jan 31 → Feb 28 → Mar 31).
  while (addPeriods(startedAt, period, passed + 1) <= now) passed += 1;
  const next = addPeriods(startedAt, period, passed + 1);
  return {
    start: addPeriods(startedAt, period, passed),
    resetsAt: next < endsAt ? next : endsAt,
  };
}

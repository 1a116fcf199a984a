import { describe, expect, it } from 'vitest';
import { dayDateLabel, tripPeriodLabel } from './trip-dates';

describe('trip dates', () => {
  it('names each day of a dated trip, across a month end', () => {
    expect(dayDateLabel('2027-05-14', 1)).toBe('Fri 14 May');
    expect(dayDateLabel('2027-05-30', 3)).toBe('Tue 1 Jun');
  });

  it("gives the budget's period, or says the trip has no dates", () => {
    expect(tripPeriodLabel('2027-05-14', 3)).toBe('14 May 2027 – 16 May 2027, 3 days');
    expect(tripPeriodLabel('2027-05-14', 1)).toBe('14 May 2027, 1 day');
    expect(tripPeriodLabel(null, 2)).toBe('2 days, no dates set');
  });
});

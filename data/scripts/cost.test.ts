import { describe, expect, it } from 'vitest';
import { costForWeek, US_REFERENCE_WEEK } from './cost';

describe('cost model', () => {
  it('is the US reference week: (107 + 59 + 15 + 20) × 7 = 1407 USD', () => {
    expect(US_REFERENCE_WEEK).toBe(1407);
    expect(costForWeek(1)).toBe(1407);
  });

  it('scales by the price level and rounds to whole dollars', () => {
    expect(costForWeek(0.7526)).toBe(1059);
    expect(costForWeek(0.3)).toBe(422);
  });

  it('is null without a price level, never a guess', () => {
    expect(costForWeek(null)).toBeNull();
    expect(costForWeek(0)).toBeNull();
    expect(costForWeek(Number.NaN)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { placeCostFactor } from './cost';
import { loadPerDiem, seasonDays } from './per-diem';

describe('per diem rates', () => {
  it('counts the days of a season, wrapping over the new year', () => {
    expect(seasonDays('2026-01-01', '2026-12-31')).toBe(365);
    expect(seasonDays('2026-10-01', '2026-03-31')).toBe(182);
    expect(seasonDays('October 1', 'December 31')).toBe(92);
    expect(seasonDays('', '')).toBe(365);
  });

  it('reads the rest-of-country and named places, averaged over their seasons', () => {
    const table = loadPerDiem();
    expect(table.unmatchedCountries).toEqual([]);
    expect(table.rest.get('IT')).toEqual({ lodging: 280, meals: 135 });
    expect(table.places.get('IT')?.get('venice')).toEqual({ lodging: 401, meals: 223 });
    expect(table.rest.get('US')).toEqual({ lodging: 110, meals: 68 });
    // New York City: 342 (Oct–Dec, Sep), 179 (Jan–Feb), 281 (Mar–Jun), 237 (Jul–Aug).
    const nyc = table.places.get('US')?.get('NY:new york city');
    expect(nyc?.meals).toBe(92);
    expect(nyc?.lodging).toBeCloseTo((342 * 122 + 179 * 59 + 281 * 122 + 237 * 62) / 365, 5);
    // Monaco has no [Other] row: its places' mean stands in.
    expect(table.rest.get('MC')).toBeDefined();
  });

  it('scales lodging and food by their own ratios and keeps transport and sights', () => {
    expect(placeCostFactor({ lodging: 280, meals: 135 }, { lodging: 280, meals: 135 })).toBeCloseTo(
      1,
    );
    expect(placeCostFactor({ lodging: 401, meals: 223 }, { lodging: 280, meals: 135 })).toBeCloseTo(
      (107 / 201) * (401 / 280) + (59 / 201) * (223 / 135) + 35 / 201,
      6,
    );
  });
});

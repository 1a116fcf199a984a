import { describe, expect, it } from 'vitest';
import { diurnalRange, monthlyClimate, parseGridCsv, seasonOf } from './climate';
import { validateClimateModel } from './climate-validation';

describe('seasons', () => {
  it('follows the climate classes: cold ≤ 5 °C, hot ≥ 25 °C, warm between', () => {
    expect(seasonOf(5)).toBe('cold');
    expect(seasonOf(5.1)).toBe('warm');
    expect(seasonOf(24.9)).toBe('warm');
    expect(seasonOf(25)).toBe('hot');
  });
});

describe('day/night model', () => {
  it('narrows the range by the sea and widens it with continentality', () => {
    const base = { coastal: false, annualRange: 20, lat: 45, annualMean: 12 };
    const inland = diurnalRange(base);
    expect(diurnalRange({ ...base, coastal: true })).toBeCloseTo(inland - 1.5);
    expect(diurnalRange({ ...base, annualRange: 30 })).toBeGreaterThan(inland);
    expect(diurnalRange({ ...base, annualRange: 200, lat: 0 })).toBe(22);
  });

  it('widens the range in the tropical highlands, where a cool year means altitude', () => {
    // Cusco (13.5° S): CRU's cell averages about 11 °C over the year, 4° annual range.
    const cusco = { coastal: false, annualRange: 4, lat: -13.5, annualMean: 11 };
    expect(diurnalRange(cusco)).toBeCloseTo(11 + 0.48 - 0.81 + 0.3 * 11, 5);
    // The same cool year far from the tropics is latitude, not altitude.
    expect(diurnalRange({ ...cusco, lat: -50 })).toBeCloseTo(11 + 0.48 - 3, 5);
    // A warm tropical lowland gets nothing extra.
    expect(diurnalRange({ ...cusco, annualMean: 27 })).toBeCloseTo(11 + 0.48 - 0.81, 5);
  });

  it('splits the mean symmetrically and reports water only where there is open sea', () => {
    const means = [4.9, 5.6, 8.6, 11.5, 15, 18.2, 20.1, 20, 16.7, 12.7, 8.4, 5.4];
    const water = Array.from({ length: 12 }, (_, i) => (i === 0 ? -1.8 : 10));
    const months = monthlyClimate({ means, water, coastal: true, lat: 48.75 });
    expect(months).toHaveLength(12);
    expect((months[6]!.avg_day + months[6]!.avg_night) / 2).toBeCloseTo(20.1, 1);
    expect(months[0]!.avg_water).toBeNull();
    expect(months[1]!.avg_water).toBe(10);
    expect(months[0]!.season).toBe('cold');
  });

  it('stays within the error reported in docs/data.md on the 105 validation cities', () => {
    const result = validateClimateModel();
    expect(result.cities).toBeGreaterThanOrEqual(100);
    expect(result.maeDay).toBeLessThan(1.8);
    expect(result.maeNight).toBeLessThan(1.6);
  });
});

describe('grid CSV', () => {
  it('reads lat, lon and twelve months, skipping the header', () => {
    expect(
      parseGridCsv(
        'lat,lon,m1,m2,m3,m4,m5,m6,m7,m8,m9,m10,m11,m12\n48.75,2.25,1,2,3,4,5,6,7,8,9,10,11,12\n',
      ),
    ).toEqual([{ lat: 48.75, lng: 2.25, months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] }]);
  });
});

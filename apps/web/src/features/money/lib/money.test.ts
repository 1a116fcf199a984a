import { describe, expect, it } from 'vitest';
import { moneyPaths } from '@ai-map/contracts';
import { formatPriceLevel, moneyPath, moneyPlaceType, transportPath } from './money';

describe('moneyPath', () => {
  it('names the location by country, region and city', () => {
    const { overview } = moneyPaths;
    expect(moneyPath(overview, { level: 'country', country: 'malta' })).toBe(
      'money/country/malta/',
    );
    expect(moneyPath(overview, { level: 'region', country: 'malta', region: 'valletta' })).toBe(
      'money/region/malta/valletta/',
    );
    expect(
      moneyPath(moneyPaths.bank, {
        level: 'city',
        country: 'malta',
        region: 'valletta',
        city: 'valletta',
      }),
    ).toBe('money/bank/city/malta/valletta/valletta/');
  });

  it('has no path for a city without its region', () => {
    expect(
      moneyPath(moneyPaths.overview, {
        level: 'city',
        country: 'malta',
        region: null,
        city: 'valletta',
      }),
    ).toBeNull();
  });
});

describe('transportPath', () => {
  it('follows the server paths of each level', () => {
    expect(transportPath({ level: 'country', country: 'malta' })).toBe(
      'money/transport/malta/inside/',
    );
    expect(transportPath({ level: 'region', country: 'malta', region: '12' })).toBe(
      'money/transport/region/malta/12/inside/',
    );
  });
});

describe('moneyPlaceType and formatPriceLevel', () => {
  it('words the OSM amenity', () => {
    expect(moneyPlaceType('atm')).toBe('ATM');
    expect(moneyPlaceType('bureau_de_change')).toBe('Exchange');
    expect(moneyPlaceType(null)).toBe('Money');
  });

  it('shows the price level against the USA', () => {
    expect(formatPriceLevel(0.6286)).toBe('0.63 × USA');
    expect(formatPriceLevel(null)).toBe('—');
  });
});

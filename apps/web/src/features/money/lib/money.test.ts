import { describe, expect, it } from 'vitest';
import { formatPriceLevel, moneyLocationPath, moneyPlaceType, transportPath } from './money';

describe('moneyLocationPath', () => {
  it('names the location by country, region and city', () => {
    expect(moneyLocationPath({ level: 'country', country: 'malta' })).toBe('country/malta');
    expect(moneyLocationPath({ level: 'region', country: 'malta', region: 'valletta' })).toBe(
      'region/malta/valletta',
    );
    expect(
      moneyLocationPath({ level: 'city', country: 'malta', region: 'valletta', city: 'valletta' }),
    ).toBe('city/malta/valletta/valletta');
  });

  it('has no path for a city without its region', () => {
    expect(
      moneyLocationPath({ level: 'city', country: 'malta', region: null, city: 'valletta' }),
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

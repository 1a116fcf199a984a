import { describe, expect, it } from 'vitest';
import {
  culturePathOf,
  eventsPathOf,
  foodPathOf,
  formatDateRange,
  locationFromParams,
  locationParams,
  parsePlaceId,
  placeAddress,
  searchResultPath,
  shopsPathOf,
} from './venues';

describe('searchResultPath', () => {
  it('keeps the server url and links shops, food and events by kind and id', () => {
    expect(searchResultPath({ kind: 'city', id: 1, url: '/city/paris' })).toBe('/city/paris');
    expect(searchResultPath({ kind: 'shop', id: 5, url: null })).toBe('/shop/5');
    expect(searchResultPath({ kind: 'food', id: 6, url: null })).toBe('/food/6');
    expect(searchResultPath({ kind: 'event', id: 7, url: null })).toBe('/event/7');
    expect(searchResultPath({ kind: 'other', id: 7, url: null })).toBeNull();
  });
});

describe('parsePlaceId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parsePlaceId('42')).toBe(42);
    expect(parsePlaceId('0')).toBeNull();
    expect(parsePlaceId('abc')).toBeNull();
    expect(parsePlaceId(undefined)).toBeNull();
  });
});

describe('placeAddress', () => {
  it('prefers the street address, else joins distinct place names', () => {
    const where = { city_name: 'Valletta', region_name: 'Valletta', country_name: 'Malta' };
    expect(placeAddress({ ...where, address: 'Triq il-Merkanti 35' })).toBe('Triq il-Merkanti 35');
    expect(placeAddress({ ...where, address: null })).toBe('Valletta, Malta');
  });
});

describe('formatDateRange', () => {
  it('shows one day, a range or what is known', () => {
    expect(formatDateRange('2026-12-08', '2026-12-08')).toBe('8 Dec 2026');
    expect(formatDateRange('2025-07-01', '2025-07-03')).toBe('1 Jul 2025 – 3 Jul 2025');
    expect(formatDateRange(null, null)).toBe('Dates not known');
    expect(formatDateRange('2025-07-01', null)).toBe('1 Jul 2025');
  });
});

describe('locations', () => {
  it('reads and writes list URL parameters', () => {
    expect(locationFromParams({})).toBeNull();
    expect(locationFromParams({ country: 'malta' })).toEqual({
      level: 'country',
      country: 'malta',
    });
    const region = { level: 'region', country: 'malta', region: '3113' } as const;
    expect(locationFromParams(locationParams(region))).toEqual(region);
    expect(
      locationParams({ level: 'city', country: 'malta', region: null, city: 'valletta' }),
    ).toEqual({ city: 'valletta' });
  });

  it('builds the server paths of each level', () => {
    const country = { level: 'country', country: 'malta' } as const;
    const region = { level: 'region', country: 'malta', region: '3113' } as const;
    const city = { level: 'city', country: 'malta', region: null, city: 'valletta' } as const;
    expect(shopsPathOf(region)).toBe('division/shop/malta/3113/');
    expect(shopsPathOf(city)).toBe('city/shop/valletta/');
    expect(foodPathOf(country, 'all')).toBe('food/country/malta/all/');
    expect(foodPathOf(region, 'drink')).toBe('food/division/3113/drink/');
    expect(eventsPathOf(region)).toBe('events/divisions/3113/category/');
    expect(culturePathOf(city, 'food')).toBe('city/local_culture/valletta/food/');
  });
});

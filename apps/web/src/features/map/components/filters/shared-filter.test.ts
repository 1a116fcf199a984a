import { describe, expect, it } from 'vitest';
import {
  emptyAdvancedSelection,
  emptyAllPointFilters,
  emptyPointFilters,
} from '../../stores/map-filters-store';
import { filterLink, firstFilteredKind, parseSharedFilters } from './shared-filter';

describe('parseSharedFilters', () => {
  it('reads back what the app shares', () => {
    const filters = emptyAllPointFilters();
    filters.shop = { ...emptyPointFilters(), typeOfShop: ['bakery'], rating: [5, 10] };
    const advanced = { ...emptyAdvancedSelection(), countries: ['malta'], month: 7 };
    expect(parseSharedFilters(JSON.parse(JSON.stringify({ filters, advanced })))).toEqual({
      filters,
      advanced,
    });
  });

  it('fills fields a link does not carry with their defaults', () => {
    const parsed = parseSharedFilters({ filters: { food: { cuisines: ['italian'] } } });
    expect(parsed?.filters.food).toEqual({ ...emptyPointFilters(), cuisines: ['italian'] });
    expect(parsed?.filters.event).toEqual(emptyPointFilters());
    expect(parsed?.advanced).toEqual(emptyAdvancedSelection());
  });

  it('refuses anything else', () => {
    expect(parseSharedFilters('hello')).toBeNull();
    expect(parseSharedFilters({ filters: { shop: { rating: [8, 2] } } })).toBeNull();
    expect(parseSharedFilters({ filters: { event: { dates: { start: 'soon' } } } })).toBeNull();
    expect(parseSharedFilters({ filters: {}, advanced: { climate: ['tepid'] } })).toBeNull();
  });
});

describe('filterLink', () => {
  it('keeps the map view of the hash', () => {
    expect(filterLink('https://example.org', 'aB3', '#map=15/35.8989/14.5146')).toBe(
      'https://example.org/?filter=aB3#map=15/35.8989/14.5146',
    );
  });
});

describe('firstFilteredKind', () => {
  it('finds the first kind in tab order that has a filter', () => {
    const filters = emptyAllPointFilters();
    expect(firstFilteredKind(filters)).toBeNull();
    filters.event = { ...emptyPointFilters(), dates: { start: '2026-01-01', end: null } };
    filters.food = { ...emptyPointFilters(), rating: [0, 9] };
    expect(firstFilteredKind(filters)).toBe('food');
  });
});

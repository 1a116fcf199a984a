import type { SearchResult } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { groupResults, nextActive, resultFlyTarget, resultSelection } from './search-results';

const base = {
  subtitle: '',
  rating: 5,
  geo_points_json: [14.5148, 35.89968] as [number, number],
  slug: null,
  url: null,
  api_path: '',
};
const city: SearchResult = {
  kind: 'city',
  id: 1,
  name: 'Valletta',
  ...base,
  country_name: 'Malta',
  population: 6000,
};
const country: SearchResult = {
  kind: 'country',
  id: 2,
  name: 'Malta',
  ...base,
  country_slug: 'malta',
};
const food: SearchResult = {
  kind: 'food',
  id: 3,
  name: 'Valletta Bocci Klab',
  ...base,
  categories: [],
  city_name: 'Valletta',
  country_name: 'Malta',
  start_date: null,
  end_date: null,
};

describe('groupResults', () => {
  it('groups by kind in a fixed order and numbers the results in that order', () => {
    const groups = groupResults([food, city, country]);
    expect(groups.map((g) => g.label)).toEqual(['Countries', 'Cities', 'Food and drinks']);
    expect(groups.flatMap((g) => g.items.map((item) => [item.result.id, item.index]))).toEqual([
      [2, 0],
      [1, 1],
      [3, 2],
    ]);
  });
});

describe('resultFlyTarget and resultSelection', () => {
  it('opens countries at 5, cities at 12 and places at 17', () => {
    expect(resultFlyTarget(country)).toEqual({ center: [14.5148, 35.89968], zoom: 5 });
    expect(resultFlyTarget(city).zoom).toBe(12);
    expect(resultFlyTarget(food).zoom).toBe(17);
  });

  it('selects places only', () => {
    expect(resultSelection(food)).toEqual({ type: 'food', id: 3 });
    expect(resultSelection(city)).toBeNull();
  });
});

describe('nextActive', () => {
  it('walks the options and wraps round', () => {
    expect(nextActive(-1, 3, 1)).toBe(0);
    expect(nextActive(-1, 3, -1)).toBe(2);
    expect(nextActive(2, 3, 1)).toBe(0);
    expect(nextActive(0, 3, -1)).toBe(2);
    expect(nextActive(0, 0, 1)).toBe(-1);
  });
});

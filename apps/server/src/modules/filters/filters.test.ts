import {
  AdvancedFiltersSchema,
  FILTER_SHARE_MAX_BYTES,
  FilterTreesSchema,
  type FilterNode,
  type FilterTrees,
} from '@ai-map/contracts';
import { categoryTrees } from '@ai-map/osm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';

const find = (nodes: FilterNode[], id: string): FilterNode | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = find(node.children, id);
    if (inner) return inner;
  }
  return undefined;
};

describe('filter trees and sharing', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let trees: FilterTrees;
  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
    const res = await t.app.inject({ method: 'GET', url: api('filter/tree/') });
    expect(res.statusCode, res.body).toBe(200);
    trees = FilterTreesSchema.parse(res.json());
  });
  afterAll(() => t.close());

  it('has the category trees with counts of places per node', () => {
    expect(trees.attraction.children.map((n) => n.id)).toEqual(
      categoryTrees.attraction.map((n) => n.id),
    );
    expect(find(trees.attraction.children, 'sights')?.count).toBe(1);
    expect(find(trees.attraction.children, 'museums')?.count).toBe(1);
    expect(find(trees.attraction.children, 'nature')?.count).toBe(1);
    expect(find(trees.attraction.children, 'castles')?.count).toBe(0);
    expect(find(trees.shopping.children, 'markets')?.count).toBe(1);
    expect(trees.food.children.length).toBe(categoryTrees.food.length);
    expect(trees.event.children.length).toBe(categoryTrees.event.length);
  });

  it('groups countries by subregion, id = name without spaces', () => {
    expect(Object.keys(trees.country_filter).sort()).toEqual(['SouthernEurope', 'WesternEurope']);
    expect(trees.country_filter.WesternEurope).toMatchObject({
      id: 'WesternEurope',
      name: 'Western Europe',
      subtitle: 'Europe',
      count: 1,
      children: [{ id: 'france', name: 'France', subtitle: 'Paris', count: 2, children: [] }],
    });
    expect(trees.country_filter.SouthernEurope!.children[0]!.id).toBe('malta');
  });

  it('derives terrain, climate, season, costs and other from the data', () => {
    const terrain = Object.fromEntries(trees.type_of_terrain.children.map((n) => [n.id, n.count]));
    expect(terrain).toMatchObject({ coastal: 2, inland: 1, island: 1, metropolis: 1 });
    expect(trees.climate.children.map((n) => n.id)).toEqual(['cold', 'warm', 'hot']);
    expect(trees.climate.children.reduce((sum, n) => sum + (n.count ?? 0), 0)).toBe(3);
    expect(trees.season.children).toHaveLength(12);
    expect(trees.season.children[0]).toMatchObject({ id: '1', name: 'January' });
    const costs = trees.cost_and_expenses.children;
    expect(costs.map((n) => n.id)).toEqual(['0-500', '500-1000', '1000-1500', '1500-']);
    // France (1,092 a week) is the only country with a cost.
    expect(costs.map((n) => n.count)).toEqual([0, 0, 1, 0]);
    // Heritage is left out: no test place carries it. Holidays count as local culture.
    const other = Object.fromEntries(trees.other.children.map((n) => [n.id, n.count]));
    expect(Object.keys(other)).toEqual(['local_culture', 'wikipedia', 'capital']);
    expect(other).toMatchObject({ wikipedia: 1, capital: 2 });
    expect(other.local_culture).toBeGreaterThan(1);
  });

  it('says so when the data cannot back a tree', () => {
    for (const tree of [trees.friendly, trees.traffic]) {
      expect(tree.children).toEqual([]);
      expect(tree.description).toMatch(/^Not available yet/);
    }
  });

  it('serves the advanced filters', async () => {
    const res = await t.app.inject({ method: 'GET', url: api('filter/tree/advanced/') });
    expect(res.statusCode, res.body).toBe(200);
    const advanced = AdvancedFiltersSchema.parse(res.json());
    expect(advanced.rating).toEqual({
      attractions: [0, 10],
      shops: [0, 10],
      events: [0, 10],
      food: [0, 10],
    });
    expect(advanced.temperature).toMatchObject({ min: -30, max: 30, default: [-30, 30] });
    expect(advanced.months).toHaveLength(12);
    expect(advanced.budget_periods).toEqual([
      { id: 'day', name: 'Day', days: 1 },
      { id: 'week', name: 'Week', days: 7 },
      { id: 'month', name: 'Month', days: 30 },
    ]);
    expect(advanced.currencies).toEqual([
      { iso_code: 'EUR', name: 'Euro', currency_sign: '€', countries: 2 },
    ]);
    expect(advanced.cost_for_week).toEqual({ min: 1092, max: 1092, currency: 'USD' });
  });

  it('shares a filter state and reads it back', async () => {
    const val = { categories: ['museums'], rating: [5, 10], note: 'Île' };
    const created = await t.app.inject({
      method: 'POST',
      url: api('filter/share/'),
      payload: { val },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { q } = created.json<{ q: string }>();
    expect(q).toMatch(/^[A-Za-z0-9]{10}$/);
    const read = await t.app.inject({ method: 'GET', url: api(`filter/share/?q=${q}`) });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ val });

    const other = await t.app.inject({
      method: 'POST',
      url: api('filter/share/'),
      payload: { val: 'a string works too' },
    });
    expect(other.json().q).not.toBe(q);
  });

  it('refuses a missing, too large or unstorable value and unknown ids', async () => {
    const post = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: api('filter/share/'), payload: payload as object });
    expect((await post({})).json()).toMatchObject({
      code: 'invalid',
      val: ['This field is required.'],
    });
    const big = await post({ val: 'x'.repeat(FILTER_SHARE_MAX_BYTES) });
    expect(big.statusCode).toBe(400);
    expect(big.json().val[0]).toMatch(/too large/);
    expect((await post({ val: 'a\u0000b' })).statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: api('filter/share/'),
      headers: { 'content-type': 'application/json' },
      payload: '{"val": ',
    });
    expect(notJson.statusCode).toBe(400);

    const unknown = await t.app.inject({ method: 'GET', url: api('filter/share/?q=nope') });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: api('filter/share/') })).statusCode).toBe(400);
  });
});

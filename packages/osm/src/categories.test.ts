import { describe, expect, it } from 'vitest';
import {
  categorySlugs,
  categoryTreeOf,
  categoryTrees,
  findCategory,
  withAncestors,
  type CategoryNode,
} from './categories';

const ids = (nodes: readonly CategoryNode[]) => nodes.map((node) => node.id);

describe('category trees', () => {
  it('keeps the ids other imports rely on', () => {
    expect(ids(categoryTrees.attraction)).toEqual(
      expect.arrayContaining(['sights', 'museums', 'architecture']),
    );
    expect(ids(categoryTrees.event)).toEqual(
      expect.arrayContaining([
        'public-holidays',
        'observances',
        'festivals',
        'concerts',
        'exhibitions',
        'sports-events',
        'fairs-and-markets',
      ]),
    );
  });

  it('uses slugs, each once across all trees, and names every node', () => {
    const all = (['attraction', 'shopping', 'food', 'event'] as const).flatMap(categorySlugs);
    expect(new Set(all).size).toBe(all.length);
    for (const slug of all) {
      expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(findCategory(slug)?.name).toBeTruthy();
    }
  });

  it('walks a leaf up to its root', () => {
    expect(withAncestors('castles')).toEqual(['castles', 'history']);
    expect(withAncestors('italian')).toEqual(['italian', 'european-cuisines', 'cuisines']);
    expect(withAncestors('sights')).toEqual(['sights']);
    expect(categoryTreeOf('supermarkets')).toBe('shopping');
    expect(categoryTreeOf('nope')).toBeUndefined();
    expect(() => withAncestors('nope')).toThrow(/unknown category/);
  });
});

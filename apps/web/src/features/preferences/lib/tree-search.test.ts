import type { FilterNode } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { filterTree, foldText, namedItems } from './tree-search';

const node = (id: string, name: string, children: FilterNode[] = []): FilterNode => ({
  id,
  name,
  children,
});

const tree: FilterNode[] = [
  node('museums', 'Museums and galleries', [node('galleries', 'Galleries')]),
  node('history', 'History', [node('castles', 'Castles'), node('palaces', 'Palaces')]),
  node('food-and-drink', 'Food and drink', [node('cafes', 'Cafés'), node('bakeries', 'Bakeries')]),
];

describe('foldText', () => {
  it('drops case, accents and outer spaces', () => {
    expect(foldText('  Café CRÈME ')).toBe('cafe creme');
  });
});

describe('filterTree', () => {
  it('keeps the whole tree for a blank search', () => {
    expect(filterTree(tree, '  ')).toEqual(tree);
  });

  it('keeps a matching parent with all its children', () => {
    expect(filterTree(tree, 'histo')).toEqual([tree[1]]);
  });

  it('keeps only the path to a matching child', () => {
    expect(filterTree(tree, 'castle')).toEqual([
      node('history', 'History', [node('castles', 'Castles')]),
    ]);
  });

  it('matches without case or accents and across branches', () => {
    const ids = (nodes: FilterNode[]): string[] => nodes.flatMap((n) => [n.id, ...ids(n.children)]);
    expect(ids(filterTree(tree, 'CAFE'))).toEqual(['food-and-drink', 'cafes']);
    expect(ids(filterTree(tree, 'ies'))).toEqual([
      'museums',
      'galleries',
      'food-and-drink',
      'bakeries',
    ]);
  });

  it('answers nothing when nothing matches', () => {
    expect(filterTree(tree, 'volcano')).toEqual([]);
  });
});

describe('namedItems', () => {
  it('names ids from the tree at any depth, in the order given', () => {
    expect(namedItems(['castles', 'museums'], tree, [])).toEqual([
      { id: 'castles', name: 'Castles' },
      { id: 'museums', name: 'Museums and galleries' },
    ]);
  });

  it('keeps a previous name for an id the tree lacks and drops unknown ids', () => {
    expect(namedItems(['old', 'nope'], tree, [{ id: 'old', name: 'Old category' }])).toEqual([
      { id: 'old', name: 'Old category' },
    ]);
  });
});

import type { FilterNode } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { checkState, leafIds, pathTo, toggleNode } from './category-selection';

const node = (id: string, children: FilterNode[] = []): FilterNode => ({ id, name: id, children });

const tree = [
  node('history', [node('castles'), node('forts'), node('ruins')]),
  node('museums', [node('galleries')]),
  node('cuisines', [
    node('european', [node('italian'), node('french')]),
    node('asian', [node('thai')]),
  ]),
];

describe('leafIds and pathTo', () => {
  it('lists the leaves under a node, or the node itself when it is a leaf', () => {
    expect(leafIds(tree[2]!)).toEqual(['italian', 'french', 'thai']);
    expect(leafIds(node('forts'))).toEqual(['forts']);
  });

  it('finds the path from a root to a node', () => {
    expect(pathTo(tree, 'french')?.map((n) => n.id)).toEqual(['cuisines', 'european', 'french']);
    expect(pathTo(tree, 'nowhere')).toBeNull();
  });
});

describe('covering mode', () => {
  it('checks a parent alone and drops its chosen children', () => {
    expect(toggleNode(tree, ['castles', 'museums'], 'history', 'covering')).toEqual([
      'museums',
      'history',
    ]);
  });

  it('unchecks a chosen node', () => {
    expect(toggleNode(tree, ['history', 'museums'], 'museums', 'covering')).toEqual(['history']);
  });

  it('splits a chosen ancestor when one of its descendants is unchecked', () => {
    expect(toggleNode(tree, ['history'], 'forts', 'covering')).toEqual(['castles', 'ruins']);
    expect(toggleNode(tree, ['cuisines'], 'french', 'covering')).toEqual(['asian', 'italian']);
  });

  it('reports checked, mixed and unchecked', () => {
    const selected = new Set(['castles']);
    expect(checkState(tree[0]!, selected, 'covering')).toBe('mixed');
    expect(checkState(tree[0]!.children[0]!, selected, 'covering')).toBe('checked');
    expect(checkState(tree[1]!, selected, 'covering')).toBe('unchecked');
    expect(checkState(tree[1]!.children[0]!, new Set(), 'covering', true)).toBe('checked');
  });
});

describe('leaves mode', () => {
  it('checks every leaf of a group, and unchecks them when all are chosen', () => {
    expect(toggleNode(tree, ['thai', 'french'], 'european', 'leaves')).toEqual([
      'thai',
      'french',
      'italian',
    ]);
    expect(toggleNode(tree, ['italian', 'french', 'thai'], 'european', 'leaves')).toEqual(['thai']);
  });

  it('derives a group state from its leaves', () => {
    expect(checkState(tree[2]!, new Set(['italian']), 'leaves')).toBe('mixed');
    expect(checkState(tree[2]!.children[0]!, new Set(['italian', 'french']), 'leaves')).toBe(
      'checked',
    );
    expect(checkState(tree[2]!, new Set(), 'leaves')).toBe('unchecked');
  });

  it('leaves the selection alone for an unknown id', () => {
    expect(toggleNode(tree, ['thai'], 'nowhere', 'leaves')).toEqual(['thai']);
  });
});

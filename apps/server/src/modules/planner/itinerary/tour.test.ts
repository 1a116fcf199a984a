import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathCost, solveClosedTour, solveOpenPath, tourCost, type CostMatrix } from './tour';
import { euc2dMatrix, parseTsplib } from './tsplib';

const TSPLIB_DIR = path.resolve(import.meta.dirname, '../../../../../../bench/data/tsplib');
const OPTIMA = { berlin52: 7542, eil51: 426, st70: 675, kroA100: 21282 };

function randomPoints(count: number, seed: number): [number, number][] {
  let state = seed;
  const next = () => (state = (state * 16807) % 2147483647) / 2147483647;
  return Array.from({ length: count }, () => [next() * 1000, next() * 1000]);
}

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

const isPermutation = (order: number[], n: number) =>
  order.length === n && new Set(order).size === n && order.every((i) => i >= 0 && i < n);

describe('solveClosedTour on TSPLIB', () => {
  for (const [name, optimum] of Object.entries(OPTIMA)) {
    it(`${name} comes within 2% of the optimal ${optimum}`, () => {
      const instance = parseTsplib(readFileSync(path.join(TSPLIB_DIR, `${name}.tsp`), 'utf8'));
      const matrix = euc2dMatrix(instance.points);
      const tour = solveClosedTour(matrix);
      expect(isPermutation(tour, matrix.n)).toBe(true);
      const length = tourCost(matrix, tour);
      // Never below the proven optimum (that would be a bug in the cost), at most 2% above.
      expect(length).toBeGreaterThanOrEqual(optimum);
      expect(length).toBeLessThanOrEqual(optimum * 1.02);
    });
  }
});

describe('solveClosedTour', () => {
  it('is exact on small instances (checked against every permutation)', () => {
    for (const seed of [1, 2, 3]) {
      const matrix = euc2dMatrix(randomPoints(8, seed));
      const best = Math.min(
        ...permutations([1, 2, 3, 4, 5, 6, 7]).map((rest) => tourCost(matrix, [0, ...rest])),
      );
      expect(tourCost(matrix, solveClosedTour(matrix))).toBe(best);
    }
  });

  it('gives the same tour for the same input and seed', () => {
    const matrix = euc2dMatrix(randomPoints(60, 9));
    expect(solveClosedTour(matrix, { seed: 5 })).toEqual(solveClosedTour(matrix, { seed: 5 }));
  });

  it('handles tiny and degenerate instances', () => {
    expect(solveClosedTour({ n: 0, cost: new Float64Array(0) })).toEqual([]);
    expect(solveClosedTour(euc2dMatrix([[1, 1]]))).toEqual([0]);
    // Twenty nodes on one point: any order, but every node once.
    const same = euc2dMatrix(Array.from({ length: 20 }, () => [5, 5] as [number, number]));
    expect(isPermutation(solveClosedTour(same), 20)).toBe(true);
  });
});

describe('solveOpenPath', () => {
  const line: CostMatrix = euc2dMatrix([
    [0, 0],
    [30, 0],
    [10, 0],
    [40, 0],
    [20, 0],
  ]);

  it('finds the shortest path with free ends', () => {
    const path = solveOpenPath(line);
    expect(pathCost(line, path)).toBe(40);
    expect([path[0], path.at(-1)].sort()).toEqual([0, 3]);
  });

  it('starts at a fixed start and ends at a fixed end', () => {
    expect(solveOpenPath(line, { start: 2 })[0]).toBe(2);
    expect(solveOpenPath(line, { end: 4 }).at(-1)).toBe(4);
    const both = solveOpenPath(line, { start: 4, end: 2 });
    expect(both[0]).toBe(4);
    expect(both.at(-1)).toBe(2);
    expect(isPermutation(both, 5)).toBe(true);
  });

  it('keeps fixed ends on 40 random points and comes within 2% of a long search', () => {
    const matrix = euc2dMatrix(randomPoints(40, 4));
    const quick = solveOpenPath(matrix, { start: 0, end: 39 });
    const thorough = solveOpenPath(matrix, { start: 0, end: 39, iterations: 5000 });
    expect(quick[0]).toBe(0);
    expect(quick.at(-1)).toBe(39);
    expect(pathCost(matrix, quick)).toBeLessThanOrEqual(pathCost(matrix, thorough) * 1.02);
  });

  it('rejects the same node as start and end', () => {
    expect(() => solveOpenPath(line, { start: 1, end: 1 })).toThrow(RangeError);
  });
});

describe('parseTsplib', () => {
  it('reads the coordinates and refuses other edge weight types', () => {
    const text =
      'NAME: tiny\nDIMENSION: 2\nEDGE_WEIGHT_TYPE: EUC_2D\nNODE_COORD_SECTION\n1 0 0\n2 3 4\nEOF\n';
    const instance = parseTsplib(text);
    expect(instance).toEqual({
      name: 'tiny',
      points: [
        [0, 0],
        [3, 4],
      ],
    });
    expect(euc2dMatrix(instance.points).cost[1]).toBe(5);
    expect(() => parseTsplib(text.replace('EUC_2D', 'GEO'))).toThrow(/GEO/);
    expect(() => parseTsplib(text.replace('DIMENSION: 2', 'DIMENSION: 3'))).toThrow(/DIMENSION/);
  });
});

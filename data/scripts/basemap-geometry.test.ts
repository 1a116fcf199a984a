import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { joinRings, polygonsOf, ringContains, roundedLine } from './basemap-geometry';

const square = (x: number, y: number, size: number): Position[] => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];

describe('joinRings', () => {
  it('chains open ways end to end, reversing the ones drawn the other way', () => {
    expect(
      joinRings([
        [1, 2, 3],
        [5, 4, 3],
        [5, 6, 1],
      ]),
    ).toEqual([[5, 6, 1, 2, 3, 4, 5]]);
  });

  it('keeps closed ways and drops pieces that never close or enclose nothing', () => {
    expect(
      joinRings([
        [7, 8, 9, 7],
        [1, 2],
        [2, 3],
        [4, 5, 4],
      ]),
    ).toEqual([[7, 8, 9, 7]]);
  });
});

describe('roundedLine', () => {
  it('rounds and drops the points rounding made equal', () => {
    expect(
      roundedLine(
        [
          [14.1234564, 35.1],
          [14.1234561, 35.1],
          [14.2, 35.2],
        ],
        6,
        2,
      ),
    ).toEqual([
      [14.123456, 35.1],
      [14.2, 35.2],
    ]);
    expect(
      roundedLine(
        [
          [1.0000001, 2],
          [1.0000002, 2],
        ],
        6,
        2,
      ),
    ).toBeNull();
  });
});

describe('polygonsOf', () => {
  it('puts each hole into the smallest outer ring around it', () => {
    const lake = square(0, 0, 10);
    const island = square(2, 2, 6);
    const lakeHole = square(1, 1, 8);
    const islandHole = square(4, 4, 2);
    expect(ringContains(lake, [5, 5])).toBe(true);
    expect(ringContains(island, [9, 9])).toBe(false);
    expect(polygonsOf([lake, island], [lakeHole, islandHole, square(20, 20, 1)])).toEqual([
      [island, islandHole],
      [lake, lakeHole],
    ]);
  });
});

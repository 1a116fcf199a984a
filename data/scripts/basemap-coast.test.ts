import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { coastPolygons, joinCoastline, type Bbox } from './basemap-coast';

const AREA: Bbox = [0, 0, 10, 10];

describe('joinCoastline', () => {
  it('joins ways head to tail and never turns one round', () => {
    const chains = joinCoastline([
      [1, 2],
      [2, 3],
      [5, 4],
      [7, 8, 9, 7],
    ]);
    expect(chains).toHaveLength(3);
    expect(chains).toEqual(
      expect.arrayContaining([
        [1, 2, 3],
        [5, 4],
        [7, 8, 9, 7],
      ]),
    );
  });
});

describe('coastPolygons', () => {
  it('closes a coast cut by the area along its outline: land on the left, sea on the right', () => {
    // Heading east along y = 5, starting just inside the west edge: land lies to the north.
    const coast: Position[] = [
      [0.001, 5],
      [5, 6],
      [10, 5],
    ];
    expect(coastPolygons([], [coast], AREA)).toEqual({
      land: [
        [
          [
            [0.001, 5],
            [5, 6],
            [10, 5],
            [10, 10],
            [0, 10],
            [0, 5],
            [0.001, 5],
          ],
        ],
      ],
      sea: [
        [
          [
            [10, 5],
            [5, 6],
            [0.001, 5],
            [0, 5],
            [0, 0],
            [10, 0],
            [10, 5],
          ],
        ],
      ],
    });
  });

  it('pairs several cut coasts around the outline', () => {
    // Two headlands reaching in from the south edge, each coast with the headland on its left.
    const west: Position[] = [
      [4, 0],
      [2, 5],
      [1, 0],
    ];
    const east: Position[] = [
      [9, 0],
      [8, 5],
      [6, 0],
    ];
    const result = coastPolygons([], [west, east], AREA)!;
    expect(result.land).toEqual([[[...west, [4, 0]]], [[...east, [9, 0]]]]);
    expect(result.sea).toEqual([
      [
        [
          [1, 0],
          [2, 5],
          [4, 0],
          [6, 0],
          [8, 5],
          [9, 0],
          [10, 0],
          [10, 10],
          [0, 10],
          [0, 0],
          [1, 0],
        ],
      ],
    ]);
  });

  it('makes islands land and holes in the sea, and keeps seas enclosed by land', () => {
    const island: Position[] = [
      [4, 4],
      [6, 4],
      [6, 6],
      [4, 6],
      [4, 4],
    ];
    const lagoon = [...island].reverse().map(([x, y]) => [x! - 3, y! - 3]);
    const result = coastPolygons([island, lagoon], [], AREA)!;
    expect(result.land).toEqual([[island]]);
    expect(result.sea).toEqual([
      [
        [
          [0, 0],
          [10, 0],
          [10, 10],
          [0, 10],
          [0, 0],
        ],
        island,
      ],
      [lagoon],
    ]);
  });

  it('gives up on a coast that breaks off inside the area or on no coast at all', () => {
    const broken: Position[] = [
      [0, 5],
      [5, 5],
    ];
    expect(coastPolygons([], [broken], AREA)).toBeNull();
    expect(coastPolygons([], [], AREA)).toBeNull();
  });
});

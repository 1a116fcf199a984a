import { describe, expect, it } from 'vitest';
import { buildLandMask, defaultLandMask, type PolygonRings } from './land-mask';

const square = (west: number, south: number, east: number, north: number): number[][] => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];

describe('buildLandMask', () => {
  // Two countries sharing a border, one with a lake (hole), an island, and a country cut by
  // the antimeridian into two polygons that meet at 180 / -180.
  const polygons: PolygonRings[] = [
    [square(0, 0, 10, 10), square(4, 4, 6, 6)],
    [square(10, 0, 20, 10)],
    [square(30, 0, 31, 1)],
    [square(175, -20, 180, -15)],
    [square(-180, -20, -175, -15)],
  ];
  const mask = buildLandMask(polygons);

  it('tells land from water, holes included', () => {
    expect(mask.landmassAt(2, 2)).toBeGreaterThanOrEqual(0);
    expect(mask.landmassAt(5, 5)).toBe(-1);
    expect(mask.landmassAt(12, 12)).toBe(-1);
    expect(mask.landmassAt(0.5, 30.5)).toBeGreaterThanOrEqual(0);
    // Near edges, inside the cells the coast crosses, the test is exact.
    expect(mask.landmassAt(9.99, 9.99)).toBeGreaterThanOrEqual(0);
    expect(mask.landmassAt(10.01, 9.99)).toBe(-1);
  });

  it('joins polygons that share a border into one landmass, islands apart', () => {
    const west = mask.landmassAt(5, 2);
    expect(mask.landmassAt(5, 15)).toBe(west);
    expect(mask.landmassAt(0.5, 30.5)).not.toBe(west);
    expect(mask.landmassAt(-17, 179)).toBe(mask.landmassAt(-17, -179));
    expect(mask.landmassAt(-17, 539)).toBe(mask.landmassAt(-17, 179));
  });
});

describe('buildLandMask: fixed links and ways over land', () => {
  // A C-shaped landmass round a gulf (the gulf is the water at 2–8° N, 2–12° E), an island in
  // the gulf, and an island a link joins to the mainland.
  const polygons: PolygonRings[] = [
    [
      [
        [0, 0],
        [12, 0],
        [12, 2],
        [2, 2],
        [2, 8],
        [12, 8],
        [12, 10],
        [0, 10],
        [0, 0],
      ],
    ],
    [square(8, 4, 9, 6)],
    [square(20, 0, 22, 2)],
  ];
  const linked = buildLandMask(polygons, [
    [
      [1, 11.9],
      [1, 20.1],
    ],
  ]);
  const plain = buildLandMask(polygons);

  it('makes a linked island part of the landmass it is joined to', () => {
    expect(plain.landmassAt(1, 21)).not.toBe(plain.landmassAt(1, 11));
    expect(linked.landmassAt(1, 21)).toBe(linked.landmassAt(1, 11));
    expect(linked.landmassAt(5, 8.5)).not.toBe(linked.landmassAt(1, 11));
  });

  it('closes outlines cut by the antimeridian on both sides, and round a pole', () => {
    // Chukotka-like: one ring from 170° E over 180° to 170° W; Antarctica-like: round the pole.
    const across = buildLandMask([
      [
        [
          [170, 60],
          [-170, 60],
          [-170, 70],
          [170, 70],
          [170, 60],
        ],
      ],
      [
        [
          [-180, -80],
          [0, -75],
          [179.9, -80],
          [-180, -80],
        ],
      ],
    ]);
    expect(across.landmassAt(65, 175)).toBe(across.landmassAt(65, -175));
    expect(across.landmassAt(65, 175)).toBeGreaterThanOrEqual(0);
    expect(across.landmassAt(65, 0)).toBe(-1);
    expect(across.landmassAt(65, 100)).toBe(-1);
    expect(across.landmassAt(-85, 50)).toBeGreaterThanOrEqual(0);
    expect(across.landmassAt(-60, 50)).toBe(-1);
  });

  it('goes round the gulf over land, never over an island of another landmass', () => {
    const mainland = plain.landmassAt(1, 11);
    const round = plain.landRouteKm({ lat: 1, lng: 6 }, { lat: 9, lng: 6 }, mainland)!;
    // The straight line is 890 km over the gulf; round by its western shore ~ 1,800 km.
    expect(round).toBeGreaterThan(1_600);
    expect(round).toBeLessThan(2_100);
    // The search keeps to a box round the two points: a way round farther out is not found.
    expect(plain.landRouteKm({ lat: 1, lng: 11 }, { lat: 9, lng: 11 }, mainland)).toBeNull();
    // The island's own landmass has no way to the mainland.
    expect(plain.landRouteKm({ lat: 5, lng: 8.5 }, { lat: 1, lng: 11 }, mainland)).toBeNull();
  });
});

describe('defaultLandMask (bundled Natural Earth 1:10m land and fixed links)', () => {
  const land = defaultLandMask()!;

  it('is found and knows continents, islands and seas', () => {
    expect(land).not.toBeNull();
    const paris = land.landmassAt(48.8566, 2.3522);
    expect(paris).toBeGreaterThanOrEqual(0);
    expect(land.landmassAt(52.52, 13.405)).toBe(paris);
    expect(land.landmassAt(51.5074, -0.1278)).not.toBe(paris);
    expect(land.landmassAt(40, -40)).toBe(-1);
    expect(land.landmassAt(36.0444, 14.2394)).not.toBe(land.landmassAt(35.8989, 14.5146));
  });

  it('draws small islands and joins those a bridge reaches', () => {
    // Christmas Island is missing from the 1:50m shapes.
    expect(land.landmassAt(-10.49, 105.63)).toBeGreaterThanOrEqual(0);
    // Skye (Portree) and the mainland (Inverness), joined by the Skye Bridge.
    expect(land.landmassAt(57.412, -6.196)).toBe(land.landmassAt(57.4778, -4.2247));
    // Mull has no bridge.
    expect(land.landmassAt(56.45, -5.95)).not.toBe(land.landmassAt(57.4778, -4.2247));
  });
});

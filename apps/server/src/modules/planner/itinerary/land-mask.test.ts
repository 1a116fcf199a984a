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

describe('defaultLandMask (bundled Natural Earth 1:50m country shapes)', () => {
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
});

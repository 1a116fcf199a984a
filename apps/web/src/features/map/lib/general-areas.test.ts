import { describe, expect, it } from 'vitest';
import { areaCentres, areaShapes, circleRing, type Area } from './general-areas';

const area = (id: number, radius: number | null, shape: Area['shape_type'] = 'circle'): Area => ({
  area_id: id,
  name: `Area ${id}`,
  type: ['region'],
  shape_type: shape,
  geo_mark: { center: [14.5, 35.9], radius_m: radius },
  geo_smooth: null,
  geo_center: [14.5, 35.9],
});

describe('areas', () => {
  it('draws a closed ring the radius away from the centre', () => {
    const ring = circleRing([0, 0], 111_195, 4);
    expect(ring).toHaveLength(5);
    expect(ring[0]).toEqual(ring[4]);
    // 111.195 km is one degree of a great circle: north, east, south, west of the equator's 0°.
    expect(ring[0]![1]).toBeCloseTo(1, 3);
    expect(ring[1]![0]).toBeCloseTo(1, 3);
    expect(ring[2]![1]).toBeCloseTo(-1, 3);
    expect(ring[3]![0]).toBeCloseTo(-1, 3);
  });

  it('outlines circles with a known radius only, and names every area at its centre', () => {
    const areas = [area(1, 15_000), area(2, null), area(3, 5_000, 'polygon')];
    expect(areaShapes(areas).features.map((f) => f.properties.areaId)).toEqual([1]);
    expect(areaCentres(areas).features.map((f) => f.properties.name)).toEqual([
      'Area 1',
      'Area 2',
      'Area 3',
    ]);
  });
});

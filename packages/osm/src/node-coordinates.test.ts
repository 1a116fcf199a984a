import { describe, expect, it } from 'vitest';
import { NodeCoordinates } from './node-coordinates';

describe('NodeCoordinates', () => {
  const coordinates = new NodeCoordinates([3, 1, 2, 3, 7]);
  coordinates.set(1, 48.1, 15.1);
  coordinates.set(2, 48.2, 15.2);
  coordinates.set(3, 48.3, 15.3);
  coordinates.set(99, 1, 1); // not wanted: ignored

  it('gives a line in GeoJSON [lon, lat] order, repeated nodes included', () => {
    expect(coordinates.line([1, 2, 3, 1])).toEqual([
      [15.1, 48.1],
      [15.2, 48.2],
      [15.3, 48.3],
      [15.1, 48.1],
    ]);
  });

  it('gives no line when a node is missing or was never wanted', () => {
    expect(coordinates.line([1, 7])).toBeNull();
    expect(coordinates.line([1, 99])).toBeNull();
    expect(coordinates.position(2)).toEqual([15.2, 48.2]);
    expect(coordinates.position(7)).toBeNull();
  });

  it('averages the nodes found, a closed ring counting its first node once', () => {
    const centre = coordinates.centroid([1, 2, 3, 1]);
    expect(centre!.lat).toBeCloseTo(48.2, 10);
    expect(centre!.lon).toBeCloseTo(15.2, 10);
    expect(coordinates.centroid([7])).toBeNull();
  });
});

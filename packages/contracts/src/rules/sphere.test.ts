import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M, haversineKm } from './sphere';

describe('haversineKm', () => {
  it('measures known distances', () => {
    const paris = { lat: 48.8566, lng: 2.3522 };
    const london = { lat: 51.5074, lng: -0.1278 };
    expect(haversineKm(paris, london)).toBeCloseTo(343.5, 0);
    expect(haversineKm(paris, paris)).toBe(0);
    // Paris to Marseille, city centres.
    expect(haversineKm({ lat: 48.8534, lng: 2.3488 }, { lat: 43.2969, lng: 5.381 })).toBeCloseTo(
      661,
      -1,
    );
    // A quarter of the equator.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo(10007.5, 0);
  });

  it('takes the short way across the antimeridian', () => {
    expect(haversineKm({ lat: 0, lng: 179.9 }, { lat: 0, lng: -179.9 })).toBeCloseTo(22.24, 1);
  });

  it('uses the mean radius in metres too', () => {
    // One degree of a great circle, in metres.
    expect((EARTH_RADIUS_M * Math.PI) / 180).toBeCloseTo(111_195, 0);
  });
});

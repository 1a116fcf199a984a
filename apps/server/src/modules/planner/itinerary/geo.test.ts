import { describe, expect, it } from 'vitest';
import { haversineKm } from '@ai-map/contracts';
import { centroid, greatCirclePoints, normalizeLng } from './geo';

describe('greatCirclePoints', () => {
  it('keeps the ends and spaces the points evenly', () => {
    const a = { lat: 48.8566, lng: 2.3522 };
    const b = { lat: 40.7128, lng: -74.006 };
    const points = greatCirclePoints(a, b, 10);
    expect(points).toHaveLength(11);
    expect(points[0]).toEqual(a);
    expect(points[10]).toEqual(b);
    const total = haversineKm(a, b);
    for (let i = 1; i < points.length; i++) {
      expect(haversineKm(points[i - 1]!, points[i]!)).toBeCloseTo(total / 10, 3);
    }
    // The great circle bows north of both ends.
    expect(Math.max(...points.map((p) => p.lat))).toBeGreaterThan(50);
  });
});

describe('normalizeLng and centroid', () => {
  it('fold longitudes and average across the antimeridian', () => {
    expect(normalizeLng(190)).toBe(-170);
    expect(normalizeLng(-190)).toBe(170);
    const middle = centroid([
      { lat: -17, lng: 179 },
      { lat: -17, lng: -179 },
    ]);
    expect(Math.abs(middle.lng)).toBeCloseTo(180, 5);
    expect(middle.lat).toBeCloseTo(-17, 1);
  });
});

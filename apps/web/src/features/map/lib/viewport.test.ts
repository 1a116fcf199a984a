import { describe, expect, it } from 'vitest';
import { requestZoom, toBoundingBox } from './viewport';

describe('toBoundingBox', () => {
  it('rounds corners to 6 decimals and clamps latitudes to ±85', () => {
    const box = toBoundingBox({
      west: 2.123456789,
      south: -88,
      east: 3.987654321,
      north: 89.5,
      zoom: 10,
    });
    expect(box).toEqual({
      top_left: { lat: 85, lng: 2.123457 },
      bottom_right: { lat: -85, lng: 3.987654 },
    });
  });

  it('asks for the whole world when the view is wider than it', () => {
    const box = toBoundingBox({ west: -250, south: -60, east: 200, north: 70, zoom: 3 });
    expect(box.top_left.lng).toBe(-180);
    expect(box.bottom_right.lng).toBe(180);
  });

  it('wraps a world copy and keeps a date-line view as west > east', () => {
    const box = toBoundingBox({ west: 170, south: -20, east: 190, north: -10, zoom: 6 });
    expect(box.top_left.lng).toBe(170);
    expect(box.bottom_right.lng).toBe(-170);
    const copy = toBoundingBox({ west: 362, south: 48, east: 363, north: 49, zoom: 9 });
    expect(copy.top_left.lng).toBe(2);
    expect(copy.bottom_right.lng).toBe(3);
  });
});

describe('requestZoom', () => {
  it('rounds the zoom', () => {
    expect(requestZoom(12.49)).toBe(12);
    expect(requestZoom(12.5)).toBe(13);
  });
});

import { describe, expect, it } from 'vitest';
import { sameTarget, targetFromMarker, targetMarkerId } from './place-target';

describe('place targets', () => {
  it('reads a single place marker', () => {
    expect(
      targetFromMarker({ cluster: false, kind: 'food', placeId: 12, name: 'Nenu' }, [14.5, 35.9]),
    ).toEqual({ kind: 'food', id: 12, name: 'Nenu', lngLat: [14.5, 35.9] });
  });

  it('refuses clusters and features of other layers', () => {
    expect(targetFromMarker({ cluster: true, kind: '', placeId: 0 }, [0, 0])).toBeNull();
    expect(targetFromMarker({ cluster: false, kind: 'bank', placeId: 3 }, [0, 0])).toBeNull();
    expect(targetFromMarker({ cluster: false, kind: 'shop', placeId: '3' }, [0, 0])).toBeNull();
    expect(targetFromMarker(null, [0, 0])).toBeNull();
  });

  it('names a target by its marker id and compares by kind and id', () => {
    const shop = { kind: 'shop', id: 3, name: 'A', lngLat: [0, 0] } as const;
    expect(targetMarkerId(shop)).toBe('shop:3');
    expect(sameTarget({ ...shop, lngLat: [0, 0] }, { ...shop, name: 'B', lngLat: [1, 1] })).toBe(
      true,
    );
    expect(
      sameTarget({ ...shop, lngLat: [0, 0] }, { ...shop, kind: 'event', lngLat: [0, 0] }),
    ).toBe(false);
    expect(sameTarget(null, null)).toBe(false);
  });
});

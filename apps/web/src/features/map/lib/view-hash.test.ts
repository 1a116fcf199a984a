import { describe, expect, it } from 'vitest';
import { hashWithView } from './view-hash';

describe('hashWithView', () => {
  it('sets the map part as MapLibre writes it, keeping the other parts (issue 29)', () => {
    const kyoto = { zoom: 12, lat: 35.021070000002, lng: 135.75385000000006 };
    expect(hashWithView('', kyoto)).toBe('#map=12/35.02107/135.75385');
    expect(hashWithView('#map=16/48.8606/2.3376', kyoto)).toBe('#map=12/35.02107/135.75385');
    expect(hashWithView('#tab=x&map=3/1/2&y=1', { zoom: 4.567, lat: -1, lng: 2 })).toBe(
      '#tab=x&map=4.57/-1/2&y=1',
    );
    expect(hashWithView('#tab=x', kyoto)).toBe('#tab=x&map=12/35.02107/135.75385');
  });
});

import { describe, expect, it } from 'vitest';
import { offshore } from './offshore';

const sight = (lat: number, lng: number, rating: number, type: string | null = 'Lighthouse') => ({
  lat,
  lng,
  rating,
  type,
});

describe('offshore: a sight on an islet no map of ours draws', () => {
  it('is one no plan takes, unless well known or seen from a shore', () => {
    // Slyne Head Lighthouse, off Connemara (trav-033 was sent there "by ferry").
    expect(offshore(sight(53.39999, -10.23394, 4.9))).toBe(true);
    // Well known: boats go (Robben Island, Ha Long Bay).
    expect(offshore(sight(53.39999, -10.23394, 8.2))).toBe(false);
    // A bay's point in the water is seen from its shore.
    expect(offshore(sight(53.39999, -10.23394, 4.9, 'Lake'))).toBe(false);
    // On land: Clifden Castle.
    expect(offshore(sight(53.49183, -10.05678, 4.9, 'Castle'))).toBe(false);
  });
});

import type { RegionRecord } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { topLevelRegions } from './regions-assign';

const region = (country: string, code: string, name: string) =>
  ({
    country_iso2: country,
    code,
    name,
    slug: code.toLowerCase(),
    lat: 0,
    lng: 0,
    type: null,
  }) as RegionRecord;

describe('first-level regions', () => {
  it('takes the part the package lists for a first-level division it does not list', () => {
    // country-state-city codes the Balearic Islands "PM" (ISO ES-PM, the province under ES-IB):
    // without it, Palma and Majorca were filed in Catalonia, the nearest listed region.
    const spain = [
      region('ES', 'CT', 'Catalonia'),
      region('ES', 'B', 'Barcelona'),
      region('ES', 'PM', 'Balearic Islands'),
      region('ES', 'AN', 'Andalusia'),
    ];
    expect(topLevelRegions(spain).map((r) => r.code)).toEqual(['CT', 'PM', 'AN']);
  });

  it('still leaves out the provinces of a listed community', () => {
    expect(
      topLevelRegions([region('ES', 'CT', 'Catalonia'), region('ES', 'B', 'Barcelona')]).map(
        (r) => r.code,
      ),
    ).toEqual(['CT']);
  });
});

import { describe, expect, it } from 'vitest';
import { DestinationIndex, endingVariants } from './destination-index';
import type { DestinationEntry } from './gazetteer-types';

const city = (id: number, name: string, countryCode: string): DestinationEntry => ({
  kind: 'city',
  id,
  name,
  countryCode,
  countryName: countryCode,
  regionId: null,
  lat: 0,
  lng: 0,
  population: 500_000,
  attractions: 10,
});

describe('destination index: town endings written the other way', () => {
  const index = new DestinationIndex([
    city(1, 'Edinburgh', 'GB'),
    city(2, 'Pittsburgh', 'US'),
    city(3, 'Middlesbrough', 'GB'),
  ]);

  it('finds "edinborough", "pittsburg" and "middlesborough" (three edits from the name)', () => {
    expect(index.find('edinborough')[0]?.name).toBe('Edinburgh');
    expect(index.find('pittsburg')[0]?.name).toBe('Pittsburgh');
    expect(index.find('middlesborough')[0]?.name).toBe('Middlesbrough');
    // Scored as a typo, not as the name itself.
    expect(index.find('edinborough')[0]!.score).toBeLessThan(0.95);
  });

  it('leaves other words and short stems alone', () => {
    expect(index.find('borough')).toEqual([]);
    expect(endingVariants('london')).toEqual([]);
    expect(endingVariants('edinborough')).toContain('edinburgh');
  });
});

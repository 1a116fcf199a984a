import type { CityRecord } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { haversineKm } from './geo';
import { bundleRecords } from './bundle-records';

/* The committed bundle after session 32's changes (issue 26): depth, names, regions, parts. */

const { places, regionName, city: found } = bundleRecords();

function city(name: string, country: string): CityRecord {
  const record = found(name, country);
  expect(record, `${name} (${country})`).toBeDefined();
  return record!;
}

describe('the bundle after issue 26, session 32', () => {
  it('folds the parts of a complex into it: one Imperial Palace in Tokyo (issue 26)', () => {
    const palace = places.find((p) => p.name === 'Tokyo Imperial Palace')!;
    // Edo Castle is the castle the palace stands on (complex-parts.ts).
    expect(places.filter((p) => p.name === 'Edo Castle')).toEqual([]);
    expect(palace.merged_ids).toContain('wikidata:Q865913');
    // The mosques and halls inside Agra Fort and the Red Fort are the fort.
    expect(places.filter((p) => /^(Moti Masjid \(Agra Fort\)|Khas Mahal)$/.test(p.name))).toEqual(
      [],
    );
  });

  it('gives the thin destinations their temples, friaries and streets (issue 26)', () => {
    const within = (c: CityRecord) =>
      places.filter(
        (p) => p.kind === 'attraction' && haversineKm(c.lat, c.lng, p.lat, p.lng) <= 10,
      );
    const siemReap = within(city('Siem Reap', 'KH')).map((p) => p.name);
    expect(siemReap).toContain('Prasat Kravan');
    expect(siemReap).toContain('Terrace of the Leper King');
    expect(siemReap.length).toBeGreaterThanOrEqual(20);
    const dubrovnik = within(city('Dubrovnik', 'HR')).map((p) => p.name);
    expect(dubrovnik).toEqual(expect.arrayContaining(['Stradun', 'Franciscan friary, Dubrovnik']));
  });

  it('knows Majorca by the name Wikipedia and the island use, Mallorca', () => {
    expect(city('Majorca', 'ES').alt_names).toContain('Mallorca');
  });

  it('files the Balearic Islands and Iraqi Kurdistan in their own first-level regions', () => {
    // The package codes the Balearic Islands "PM", a province under ISO's ES-IB.
    for (const [name, country, region] of [
      ['Palma', 'ES', 'Balearic Islands'],
      ['Majorca', 'ES', 'Balearic Islands'],
      ['Ibiza', 'ES', 'Balearic Islands'],
      ['Erbil', 'IQ', 'Erbil Governorate'],
    ] as const) {
      const c = city(name, country);
      expect(regionName.get(`${country}:${c.region_code}`), name).toBe(region);
    }
  });
});

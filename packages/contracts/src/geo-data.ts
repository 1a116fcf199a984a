import { z } from 'zod';
import { SeasonSchema } from './catalog-bundle';
import { AdvisoryViewSchema, CategoryIconSchema } from './catalog';
import { BUDGET_PERIODS } from './filters';
import { withBox, withOptionalBox } from './geo-data-box';
import { PAGE_SIZES, MAX_PAGE_SIZE } from './pagination';
import { apiPathTable } from './routes';

/**
 * Map data of the geo API (spec 001 §7 "Places and map data"): country shapes, city filters,
 * climate, budget, territory, comparing views, religions and the planner's tile info. Names carry
 * a `GeoData`/`Map` prefix so they never clash with `geo.ts` (clusters and points). The bounding
 * box they take is in geo-data-box.ts.
 */

export const COMPARING_CATEGORIES_MESSAGE = 'Choose Categories for Comparing View';

/** `[min, max]` with min ≤ max inside the given limits. */
export function mapRange(min: number, max: number, name: string) {
  return z
    .tuple([z.number().min(min).max(max), z.number().min(min).max(max)])
    .refine(([a, b]) => a <= b, `${name}: the first value must not be above the second.`);
}
const ratingRange = mapRange(0, 10, 'rating');
/** Temperature filter range of spec §4/§9 (default -30 to 30, accepted -60 to 60). */
export const TEMPERATURE_DEFAULT_RANGE = [-30, 30] as const;
const temperatureRange = (name: string) => mapRange(-60, 60, name);
const month = z.number().int().min(1).max(12);

/** `[lng, lat]`: longitude first (spec §3). */
const Point = z.tuple([z.number(), z.number()]);
const GeoJsonGeometry = z.object({
  type: z.enum(['Polygon', 'MultiPolygon']),
  coordinates: z.array(z.unknown()),
});

/** The map's data calls (spec 000 §7), relative to `API_BASE`, spelled as the spec lists them. */
export const geoDataPaths = apiPathTable({
  countriesFilter: 'geo/countries/filter',
  citiesFilter: 'geo/cities/filter',
  touristCities: 'geo/tourist_cities/',
  areas: 'geo/areas',
  budgetAndCosts: 'geo/countries/map_costs_data/budget_and_costs/',
  climateZones: 'climate_zones_geo/',
  climaticSeasonIcons: 'climatic_season_icon_list/',
  climaticSeasons: 'climatic_seasons/',
  cityClimaticSeasons: 'geo/cities/map_general_data/climatic_season/',
  countryTerritoryTypes: 'geo/countries/map_general_data/territory_type/',
  cityTerritoryTypes: 'geo/cities/map_general_data/territory_type/',
  countryLanguages: 'geo/countries/map_general_data/languages/',
  countrySafety: 'geo/countries/map_general_data/safety/',
  comparing: { cities: 'geo/city_comparing_view', countries: 'geo/country_comparing_view' },
  religions: 'map_religion_list/',
});

// ---- Country shapes ----------------------------------------------------------------------------

/** simpl_lvl → Douglas–Peucker tolerance in degrees (1 finest, 5 coarsest; the client asks 3). */
export const SIMPLIFY_TOLERANCES = { 1: 0.01, 2: 0.03, 3: 0.06, 4: 0.12, 5: 0.25 } as const;
export const SimplifyQuerySchema = z.object({
  simpl_lvl: z.coerce.number().int().min(1).max(5).default(3),
});
export const CountriesFilterRequestSchema = z
  .object({
    continent: z.string().min(1).max(100).optional(),
    rating: ratingRange.optional(),
  })
  .strict();
export const CountryGeoRecordSchema = z.object({
  country_id: z.number().int(),
  country_name: z.string(),
  country_slug: z.string(),
  continent: z.string(),
  rating: z.number(),
  geo_points_json: Point,
  /** GeoJSON (Multi)Polygon, simplified; null when Natural Earth has no shape. */
  geo_polygons_json: GeoJsonGeometry.nullable(),
});
export const CountryGeoListSchema = z.object({
  simpl_lvl: z.number().int(),
  tolerance: z.number(),
  results: z.array(CountryGeoRecordSchema),
});

// ---- Cities ---------------------------------------------------------------------------------

export const MAP_CITIES_LIMIT = 500;
export const CitiesFilterRequestSchema = withOptionalBox({
  rating: ratingRange.optional(),
  /** Any of these terrain types (coastal, inland, tropical, … see docs/data.md). */
  terrain: z.array(z.string().min(1).max(50)).max(20).optional(),
  /** Month the seasons apply to; the current month by default. */
  month: month.optional(),
  climatic_seasons: z.array(SeasonSchema).max(3).optional(),
});
export const CityGeoRecordSchema = z.object({
  city_id: z.number().int(),
  city_name: z.string(),
  country_id: z.number().int(),
  rating: z.number(),
  geo_points_json: Point,
  /** Cities have no shapes in the open data: always null. */
  geo_polygons_json: z.null(),
});
export const CityGeoListSchema = z.object({ results: z.array(CityGeoRecordSchema) });

export const TOURIST_CITIES_LIMIT = 100;
export const TouristCitySchema = z.object({
  city_id: z.number().int(),
  city_name: z.string(),
  country_id: z.number().int(),
  rating: z.number(),
  attractions_count: z.number().int(),
  category_icons: z.array(CategoryIconSchema),
  geo_points_json: Point,
});
export const TouristCitiesSchema = z.object({ results: z.array(TouristCitySchema) });

// ---- Areas ------------------------------------------------------------------------------------

export const AreasQuerySchema = z.object({ type: z.string().max(50).default('regions') });
export const AreasRequestSchema = withBox({
  page: z.number().int().min(1, 'Page numbers start at 1.').default(1),
  page_size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZES.geoAreas),
});
export const AreaSchema = z.object({
  area_id: z.number().int(),
  name: z.string(),
  type: z.array(z.string()),
  shape_type: z.enum(['polygon', 'polyline', 'circle', 'rectangle']),
  /** For a circle: centre [lng, lat] and radius in metres (null when no city shows the extent). */
  geo_mark: z.object({ center: Point, radius_m: z.number().nullable() }),
  geo_smooth: z.null(),
  geo_center: Point,
});
export const AreasResponseSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  results: z.array(AreaSchema),
  reason: z.string().nullable(),
});

// ---- Budget -----------------------------------------------------------------------------------

/** Features we can price from the cost model, and the spec's ones no open data prices. */
export const BUDGET_PRICED_FIELDS = ['accommodation', 'food', 'transport', 'attractions'] as const;
export const BUDGET_UNPRICED_FIELDS = ['water', 'alcohol'] as const;
export const BUDGET_DEFAULT_FIELDS = ['food', 'water', 'attractions', 'alcohol'] as const;
export const BUDGET_DEFAULT_RANGE = [0, 1800] as const;
export const BudgetRequestSchema = withOptionalBox({
  budget_and_costs__period: z
    .union(
      [
        z.literal(BUDGET_PERIODS.day),
        z.literal(BUDGET_PERIODS.week),
        z.literal(BUDGET_PERIODS.month),
      ],
      { error: 'Period is 1 (day), 7 (week) or 30 (month).' },
    )
    .default(7),
  budget_and_costs__fields: z
    .array(z.enum([...BUDGET_PRICED_FIELDS, ...BUDGET_UNPRICED_FIELDS]))
    .max(6)
    .default([...BUDGET_DEFAULT_FIELDS]),
  /** `[]` (the calculation type changed): the answer carries the range of the results. */
  budget_and_costs__range: z
    .union([z.tuple([]), mapRange(0, 10_000_000, 'budget_and_costs__range')])
    .default([]),
});
export const BudgetCalculatedSchema = z.object({
  currency: z.literal('USD'),
  period: z.number().int(),
  costs: z.record(z.string(), z.number().int()),
  total: z.number().int(),
});
export const CountryCostRecordSchema = z.object({
  country_id: z.number().int(),
  country_name: z.string(),
  country_slug: z.string(),
  geo_points_json: Point,
  budget_and_costs_calculated: BudgetCalculatedSchema,
});
export const BudgetResponseSchema = z.object({
  results: z.array(CountryCostRecordSchema),
  budget_and_costs__range: z.tuple([z.number(), z.number()]),
  /** Requested features no open data prices (never invented). */
  unpriced_fields: z.array(z.string()),
});

// ---- Climate ----------------------------------------------------------------------------------

export const ClimateZoneSchema = z.object({
  id: SeasonSchema,
  name: z.string(),
  color: z.string(),
  /** Monthly mean bounds, °C; null = open. */
  min_temp: z.number().nullable(),
  max_temp: z.number().nullable(),
});
export const SeasonIconSchema = z.object({ id: SeasonSchema, icon: z.string() });
export const ClimaticSeasonSchema = z.object({ id: SeasonSchema, name: z.string() });
export const ClimaticSeasonRequestSchema = withBox({
  month: month.optional(),
  climatic_seasons: z.array(SeasonSchema).max(3).optional(),
  day_temp: temperatureRange('day_temp').optional(),
  water_temp: temperatureRange('water_temp').optional(),
});
export const ClimaticSeasonCitySchema = z.object({
  city_id: z.number().int(),
  city_name: z.string(),
  geo_points_json: Point,
  month: z.number().int(),
  season: SeasonSchema,
  avg_day: z.number(),
  avg_night: z.number(),
  avg_water: z.number().nullable(),
});
export const ClimaticSeasonResponseSchema = z.object({
  month: z.number().int(),
  results: z.array(ClimaticSeasonCitySchema),
});

// ---- Territory --------------------------------------------------------------------------------

export const CountryTerritorySchema = z.object({
  country_id: z.number().int(),
  country_name: z.string(),
  country_slug: z.string(),
  geo_points_json: Point,
  /** The Factbook's terrain text, as written. */
  terrain: z.string().nullable(),
  /** Terrain types of the country's cities with how many cities have each, most first. */
  terrain_types: z.array(z.object({ name: z.string(), cities: z.number().int() })),
});
export const CityTerritorySchema = z.object({
  city_id: z.number().int(),
  city_name: z.string(),
  title_to_display: z.string(),
  terrain_types: z.array(z.object({ name: z.string() })),
  geo_points_json: Point,
});
export const CountryTerritoryListSchema = z.object({ results: z.array(CountryTerritorySchema) });
export const CityTerritoryListSchema = z.object({ results: z.array(CityTerritorySchema) });

// ---- Languages --------------------------------------------------------------------------------

/** The languages of every country, or of those whose centre is in the box. */
export const CountryLanguagesRequestSchema = withOptionalBox({});
export const CountryLanguagesSchema = z.object({
  country_id: z.number().int(),
  country_name: z.string(),
  country_slug: z.string(),
  geo_points_json: Point,
  /** The country profile's languages, as listed there (not ranked by speakers). */
  languages: z.array(z.string()),
});
export const CountryLanguagesListSchema = z.object({ results: z.array(CountryLanguagesSchema) });

// ---- Safety -----------------------------------------------------------------------------------

/** The travel advisory of every country, or of those whose centre is in the box. */
export const CountrySafetyRequestSchema = withOptionalBox({});
export const CountrySafetySchema = z.object({
  country_id: z.number().int(),
  country_name: z.string(),
  country_slug: z.string(),
  geo_points_json: Point,
  /** The U.S. State Department's advisory with its one line; null when it publishes none. */
  advisory: AdvisoryViewSchema.nullable(),
});
export const CountrySafetyListSchema = z.object({ results: z.array(CountrySafetySchema) });

// ---- Comparing views --------------------------------------------------------------------------

export const COMPARING_LIMIT = 100;
const comparingCategory = z.enum(['attractions', 'food_and_drinks', 'shopping', 'events']);
export const ComparingRequestSchema = withBox({
  rating: ratingRange.optional(),
  type: z.enum(['cities', 'countries']).optional(),
  categories: z
    .array(comparingCategory, { error: COMPARING_CATEGORIES_MESSAGE })
    .min(1, COMPARING_CATEGORIES_MESSAGE)
    .max(4),
});
export const ComparingRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rating: z.number(),
  geo_points_json: Point,
  category_icons: z.array(CategoryIconSchema),
});
export const CityComparingSchema = ComparingRecordSchema.extend({ city_id: z.number().int() });
export const CountryComparingSchema = ComparingRecordSchema.extend({
  country_id: z.number().int(),
});

// ---- Religions and tile info ------------------------------------------------------------------

export const MapReligionSchema = z.object({
  religion_id: z.string(),
  name: z.string(),
  color: z.string(),
  icon: z.string(),
  countries_count: z.number().int(),
});
export const LocationTileInfoSchema = z.object({
  country_id: z.number().int(),
  country_name: z.string(),
  country_slug: z.string(),
  geo_points_json: Point,
  bbox: z
    .object({
      top_left: z.object({ lat: z.number(), lng: z.number() }),
      bottom_right: z.object({ lat: z.number(), lng: z.number() }),
    })
    .nullable(),
  tile_image: z.null(),
  counts: z.object({
    attractions: z.number().int(),
    food: z.number().int(),
    shops: z.number().int(),
    events: z.number().int(),
    regions: z.number().int(),
    cities: z.number().int(),
  }),
});

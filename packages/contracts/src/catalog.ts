import { z } from 'zod';
import { AdvisorySchema, DestinationTypeSchema, SeasonSchema } from './catalog-bundle';
import { apiPathTable } from './routes';

/** Rank with a sentence for people, e.g. {value: 3, text: "3rd largest city in France"}. */
const slug = encodeURIComponent;

/**
 * The catalogue calls (spec 000 §7), relative to `API_BASE`; a region is named by its country's
 * slug and its own.
 */
export const catalogPaths = apiPathTable({
  countries: 'countries/',
  country: (country: string) => `countries/${slug(country)}/`,
  countryRegions: (country: string) => `countries/${slug(country)}/regions/`,
  countryTouristRegions: (country: string) => `countries/${slug(country)}/tourist_division/`,
  countryCities: (country: string) => `countries/${slug(country)}/cities/`,
  countryTouristCities: (country: string) => `countries/${slug(country)}/tourist_cities/`,
  region: (country: string, region: string) => `region/${slug(country)}/${slug(region)}/`,
  regionCities: (country: string, region: string) =>
    `region/${slug(country)}/${slug(region)}/cities/`,
  regionTouristCities: (country: string, region: string) =>
    `division/${slug(country)}/${slug(region)}/tourist_cities/`,
  regionSimilarCities: (country: string, region: string) =>
    `division/${slug(country)}/${slug(region)}/similar_cities/`,
  cities: (page: number, pageSize: number) => `cities/${page}/${pageSize}/`,
  city: (city: string) => `city/${slug(city)}/`,
  cityWeather: (cityId: number) => `get_city_weather/${cityId}`,
});

export const PopularitySchema = z.object({ value: z.number().int(), text: z.string() });

export const MetaSchema = z.object({
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
});
export type Meta = z.infer<typeof MetaSchema>;

/** How many objects of each map category a location holds (cluster and card icons). */
export const CategoryIconSchema = z.object({
  type: z.enum(['attractions', 'events', 'shopping', 'food_and_drinks']),
  count: z.number().int(),
});
export type CategoryIcon = z.infer<typeof CategoryIconSchema>;

export const ReligionSchema = z.object({
  id: z.string(),
  name: z.string(),
  percentage: z.number(),
});

export const CountryCurrencySchema = z.object({
  currency_sign: z.string(),
  iso_code: z.string(),
  name: z.string(),
});

/** The signed-in user's marks on an object; all false for visitors. */
const userMarks = {
  number_of_likes: z.number().int(),
  is_liked: z.boolean(),
  is_favourite: z.boolean(),
  is_visited: z.boolean(),
};

/**
 * A travel advisory as shown: whose advice it is, when, and where to read it. `text` is the one
 * line every screen shows: "U.S. State Department: Level 2 — Exercise increased caution
 * (updated 31 Dec 2024)".
 */
export const AdvisoryViewSchema = AdvisorySchema.extend({ text: z.string() });
export type AdvisoryView = z.infer<typeof AdvisoryViewSchema>;

/** Where a weekly cost comes from, in a sentence the page shows beside the figure. */
export const CostSourceViewSchema = z.object({
  kind: z.enum([
    'city',
    'country',
    'country_price_level',
    'neighbour_price_level',
    'sovereign_price_level',
  ]),
  text: z.string(),
});
export type CostSourceView = z.infer<typeof CostSourceViewSchema>;

/** A city's description, always with its credit and licence. */
export const DescriptionViewSchema = z.object({
  text: z.string(),
  source: z.literal('Wikivoyage'),
  url: z.string().url(),
  licence: z.literal('CC BY-SA 3.0'),
  licence_url: z.string().url(),
});
export type DescriptionView = z.infer<typeof DescriptionViewSchema>;

/** A country card (lists) — spec 001 §3 Country. */
export const CountrySchema = z.object({
  country_id: z.number().int(),
  country_name: z.string(),
  country_slug: z.string(),
  name: z.string(),
  iso_code: z.string(),
  tourist_amount: z.number().nullable(),
  places: z.number().int(),
  rating: z.number(),
  category_icons: z.array(CategoryIconSchema),
  religions: z.array(ReligionSchema),
  cost_for_week: z.number().int().nullable(),
  /** Null when there is no cost. */
  cost_source: CostSourceViewSchema.nullable(),
  /** The U.S. State Department's advisory; null when it publishes none for the country. */
  advisory: AdvisoryViewSchema.nullable(),
  tile_image: z.string().nullable(),
  meta: MetaSchema,
  ...userMarks,
});
export type Country = z.infer<typeof CountrySchema>;

/** A country page: the card plus the facts behind it. */
export const CountryDetailSchema = CountrySchema.extend({
  official_name: z.string(),
  capital: z.string().nullable(),
  continent: z.string(),
  subregion: z.string(),
  population: z.number().nullable(),
  area_km2: z.number().nullable(),
  languages: z.array(z.string()),
  currencies: z.array(CountryCurrencySchema),
  terrain: z.string().nullable(),
  climate: z.string().nullable(),
  tourist_year: z.number().int().nullable(),
  price_level: z.number().nullable(),
  price_level_year: z.number().int().nullable(),
  /** True when the religion shares do not make a whole (cut, practising only, or overlapping). */
  religions_partial: z.boolean(),
  /** Religions the CIA World Factbook names without shares (only when `religions` is empty). */
  religions_listed: z.array(z.string()),
  /** IANA time zones, the one most of its cities use first. */
  timezones: z.array(z.string()),
  /** [longitude, latitude] of the country's centre. */
  geo_points_json: z.tuple([z.number(), z.number()]),
  regions_count: z.number().int(),
  cities_count: z.number().int(),
});
export type CountryDetail = z.infer<typeof CountryDetailSchema>;

/** A first-level division ("region" in paths, "division" on the map side). */
export const RegionSchema = z.object({
  region_id: z.number().int(),
  region_name: z.string(),
  region_slug: z.string(),
  name: z.string(),
  code: z.string(),
  type: z.string().nullable(),
  country_id: z.number().int(),
  country_name: z.string(),
  country_slug: z.string(),
  cities_count: z.number().int(),
  places: z.number().int(),
  geo_points_json: z.tuple([z.number(), z.number()]).nullable(),
  meta: MetaSchema,
  ...userMarks,
});
export type Region = z.infer<typeof RegionSchema>;

export const ClimateMonthSchema = z.object({
  month: z.number().int(),
  avg_day: z.number(),
  avg_night: z.number(),
  avg_water: z.number().nullable(),
  season: SeasonSchema,
});
export type ClimateMonth = z.infer<typeof ClimateMonthSchema>;

/** What a week in a place costs one traveller, by item, in USD (docs/data.md: cost model). */
export const CostAndExpensesSchema = z.object({
  currency: z.literal('USD'),
  period: z.literal('week'),
  accommodation: z.number().int(),
  food: z.number().int(),
  transport: z.number().int(),
  attractions: z.number().int(),
  total: z.number().int(),
});

/** A city card and page — spec 001 §3 City. */
export const CitySchema = z.object({
  city_id: z.number().int(),
  city_name: z.string(),
  name: z.string(),
  slug: z.string(),
  country_id: z.number().int(),
  country_name: z.string(),
  country_slug: z.string(),
  region_id: z.number().int().nullable(),
  region_name: z.string().nullable(),
  region_slug: z.string().nullable(),
  population: z.number().int(),
  is_capital: z.boolean(),
  is_coastal: z.boolean(),
  destination_type: DestinationTypeSchema,
  description: DescriptionViewSchema.nullable(),
  /** IANA time zone. */
  timezone: z.string().nullable(),
  places: z.number().int(),
  terrain_type: z.array(z.object({ name: z.string() })),
  cost_for_week: z.number().int().nullable(),
  /** 4 × cost_for_week (spec 001 §9). */
  cost_for_month: z.number().int().nullable(),
  cost_and_expenses: CostAndExpensesSchema.nullable(),
  cost_source: CostSourceViewSchema.nullable(),
  popularity_text: z.string(),
  popularity_in_country: PopularitySchema,
  popularity_in_world: PopularitySchema,
  rating: z.number(),
  category_icons: z.array(CategoryIconSchema),
  /** Keyed by month number "1".."12". */
  climatic_seasons: z.record(z.string(), ClimateMonthSchema).nullable(),
  /** The current month's figures, for cards. */
  month: z.number().int(),
  avg_day: z.number().nullable(),
  avg_night: z.number().nullable(),
  avg_water: z.number().nullable(),
  tile_image: z.string().nullable(),
  geo_points_json: z.tuple([z.number(), z.number()]),
  meta: MetaSchema,
  ...userMarks,
});
export type City = z.infer<typeof CitySchema>;

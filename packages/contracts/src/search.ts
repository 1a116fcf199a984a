import { z } from 'zod';
import { SeasonSchema } from './catalog-bundle';
import { SEARCH_MAX_LENGTH } from './constants';
import { MAX_PAGE_SIZE, PAGE_SIZES } from './pagination';
import { apiPathTable } from './routes';

/** `POST search/{type}/`: the kinds one can search, `general` being all of them at once. */
export const SEARCH_TYPES = [
  'general',
  'countries',
  'cities',
  'attractions',
  'shops',
  'food',
  'events',
] as const;
export const SearchTypeSchema = z.enum(SEARCH_TYPES, {
  error: `Unknown search type. Use one of: ${SEARCH_TYPES.join(', ')}.`,
});
export type SearchType = z.infer<typeof SearchTypeSchema>;

/** The search call, relative to `API_BASE`. */
export const searchPaths = apiPathTable({
  search: (type: SearchType) => `search/${type}/`,
});

/** Ids of the `other` filter tree: all given must hold. */
export const SEARCH_OTHER_FILTERS = ['local_culture', 'heritage', 'wikipedia', 'capital'] as const;

export const SEARCH_ORDERINGS = ['relevance', 'rating', '-rating', 'name', '-name'] as const;

const range = (min: number, max: number, what: string) =>
  z
    .tuple([z.number().min(min).max(max), z.number().min(min).max(max)])
    .refine(([a, b]) => a <= b, `${what}: the first value must not exceed the second.`);
const slugList = z.array(z.string().trim().min(1).max(100)).max(100);
const isoDate = z.iso.date();

/**
 * Filters of a search; each narrows the result, none is required. Climate, temperature and
 * terrain describe cities, so they apply to cities and to places through their city; countries
 * cannot match them and drop out of the result when one is set.
 */
export const SearchFiltersSchema = z
  .object({
    /** Category slugs of the filter trees (a parent includes its children). */
    categories: slugList.optional(),
    /** Country slugs (ids of `country_filter` entries). */
    country: slugList.optional(),
    rating: range(0, 10, 'rating').optional(),
    /** Terrain types of `type_of_terrain` (coastal, island, tropical…): any of them. */
    terrain: slugList.optional(),
    /** Month 1–12 for climate and temperature; the current month when absent. */
    month: z.number().int().min(1).max(12).optional(),
    /** Season of the month: any of cold, warm, hot. */
    climate: z.array(SeasonSchema).max(3).optional(),
    /** Day temperature of the month, °C. */
    temperature: range(-60, 60, 'temperature').optional(),
    /** Weekly cost of a traveller, USD. */
    cost_for_week: range(0, 100_000, 'cost_for_week').optional(),
    /** Ids of the `other` tree: local_culture, heritage, wikipedia (places), capital (cities). */
    other: z.array(z.enum(SEARCH_OTHER_FILTERS)).max(4).optional(),
    /** Events overlapping these dates. */
    date: z
      .object({ start_date: isoDate, finish_date: isoDate })
      .refine((d) => d.start_date <= d.finish_date, 'start_date must not be after finish_date.')
      .optional(),
  })
  .strict();
export type SearchFilters = z.infer<typeof SearchFiltersSchema>;

export const SearchRequestSchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(SEARCH_MAX_LENGTH, `Search text is at most ${SEARCH_MAX_LENGTH} characters.`)
      .default(''),
    filters: SearchFiltersSchema.default({}),
    page: z.number().int().min(1, 'Page numbers start at 1.').default(1),
    page_size: z
      .number()
      .int()
      .min(1)
      .max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} items per page.`)
      .default(PAGE_SIZES.default),
    ordering: z
      .enum(SEARCH_ORDERINGS, {
        error: `Unknown ordering. Use one of: ${SEARCH_ORDERINGS.join(', ')}.`,
      })
      .default('relevance'),
  })
  .strict();
export type SearchRequest = z.infer<typeof SearchRequestSchema>;

export const SEARCH_RESULT_KINDS = [
  'country',
  'city',
  'attraction',
  'shop',
  'food',
  'event',
] as const;

const resultBase = {
  id: z.number().int(),
  name: z.string(),
  /** Where it is or what it is: "Paris, France", "Museum · Copenhagen, Denmark". */
  subtitle: z.string(),
  rating: z.number(),
  /** [longitude, latitude]. */
  geo_points_json: z.tuple([z.number(), z.number()]),
  slug: z.string().nullable(),
  /** The page of the web app that shows it; null while that kind has no page of its own. */
  url: z.string().nullable(),
  /** The API call that returns its details, relative to the API base. */
  api_path: z.string(),
};

/** One hit; `kind` tells which fields of its kind are there. */
export const SearchResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('country'), ...resultBase, country_slug: z.string() }),
  z.object({
    kind: z.literal('city'),
    ...resultBase,
    country_name: z.string(),
    population: z.number().int(),
  }),
  ...(['attraction', 'shop', 'food', 'event'] as const).map((kind) =>
    z.object({
      kind: z.literal(kind),
      ...resultBase,
      categories: z.array(z.string()),
      city_name: z.string().nullable(),
      country_name: z.string().nullable(),
      start_date: z.string().nullable(),
      end_date: z.string().nullable(),
    }),
  ),
]);
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchResponseSchema = z.object({
  type: SearchTypeSchema,
  q: z.string(),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(SearchResultSchema),
  /** Same items, under the field name the content lists read. */
  list: z.array(SearchResultSchema),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

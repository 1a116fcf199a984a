import { z } from 'zod';
import { SeasonSchema } from './catalog-bundle';
import { apiPathTable } from './routes';

/** The filter calls (spec 000 §7), relative to `API_BASE`. */
export const filterPaths = apiPathTable({
  trees: 'filter/tree/',
  advanced: 'filter/tree/advanced/',
  share: 'filter/share/',
});

/**
 * A node of a filter tree (spec 001 §3 "Filter trees": id, name, optional count, children,
 * groups of {label, list, id}, subtitle). `description` says what a tree means, and why it is
 * empty when our data cannot back it.
 */
export interface FilterNode {
  id: string;
  name: string;
  count?: number;
  subtitle?: string;
  description?: string;
  children: FilterNode[];
  groups?: FilterGroup[];
}
export interface FilterGroup {
  id: string;
  label: string;
  list: FilterNode[];
}

export const FilterNodeSchema: z.ZodType<FilterNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    count: z.number().int().optional(),
    subtitle: z.string().optional(),
    description: z.string().optional(),
    children: z.array(FilterNodeSchema),
    groups: z.array(FilterGroupSchema).optional(),
  }),
);
export const FilterGroupSchema: z.ZodType<FilterGroup> = z.lazy(() =>
  z.object({ id: z.string(), label: z.string(), list: z.array(FilterNodeSchema) }),
);

/**
 * `GET filter/tree/`. Every tree is a root node whose children are the choices, except
 * `country_filter`: an object of continent groups (keyed by the group id, the name without
 * spaces), each with its subregion `groups` whose `list` holds the countries (id = slug).
 */
export const FilterTreesSchema = z.object({
  attraction: FilterNodeSchema,
  shopping: FilterNodeSchema,
  food: FilterNodeSchema,
  event: FilterNodeSchema,
  country_filter: z.record(z.string(), FilterNodeSchema),
  type_of_terrain: FilterNodeSchema,
  climate: FilterNodeSchema,
  season: FilterNodeSchema,
  cost_and_expenses: FilterNodeSchema,
  other: FilterNodeSchema,
  friendly: FilterNodeSchema,
  traffic: FilterNodeSchema,
});
export type FilterTrees = z.infer<typeof FilterTreesSchema>;

export const RATING_RANGE = [0, 10] as const;
export const TEMPERATURE_RANGE = [-30, 30] as const;
/** Budget periods in days (spec 001 §9). */
export const BUDGET_PERIODS = { day: 1, week: 7, month: 30 } as const;

const range = z.tuple([z.number(), z.number()]);

/** `GET filter/tree/advanced/`: the ranges and choices of the advanced-filter screen. */
export const AdvancedFiltersSchema = z.object({
  rating: z.object({ attractions: range, shops: range, events: range, food: range }),
  temperature: z.object({ min: z.number(), max: z.number(), default: range, unit: z.string() }),
  months: z.array(z.object({ id: z.number().int(), name: z.string() })),
  seasons: z.array(z.object({ id: SeasonSchema, name: z.string(), subtitle: z.string() })),
  budget_periods: z.array(z.object({ id: z.string(), name: z.string(), days: z.number().int() })),
  cost_for_week: z.object({ min: z.number().int(), max: z.number().int(), currency: z.string() }),
  currencies: z.array(
    z.object({
      iso_code: z.string(),
      name: z.string(),
      currency_sign: z.string(),
      countries: z.number().int(),
    }),
  ),
});
export type AdvancedFilters = z.infer<typeof AdvancedFiltersSchema>;

/** Largest shared filter state, as serialised JSON. */
export const FILTER_SHARE_MAX_BYTES = 8 * 1024;

/** `POST filter/share/`: any JSON value (the client's filter state). */
export const FilterShareRequestSchema = z.object({ val: z.unknown() });
export const FilterShareCreatedSchema = z.object({ q: z.string() });
export const FilterShareQuerySchema = z.object({
  q: z.string().trim().min(1).max(64),
});
export const FilterShareSchema = z.object({ val: z.unknown() });

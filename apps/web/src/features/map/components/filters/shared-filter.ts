import {
  GEO_KINDS,
  type GeoKind,
  RATING_RANGE,
  SeasonSchema,
  TEMPERATURE_RANGE,
} from '@ai-map/contracts';
import { z } from 'zod';
import {
  type AdvancedSelection,
  emptyPointFilters,
  type PointFilters,
} from '../../stores/map-filters-store';

/** The query parameter of a shared filter link. */
export const FILTER_LINK_PARAM = 'filter';

const ids = z
  .array(z.string().min(1).max(200))
  .max(500)
  .default(() => []);
const range = (min: number, max: number) =>
  z
    .tuple([z.number().min(min).max(max), z.number().min(min).max(max)])
    .refine(([from, to]) => from <= to);
const isoDate = z.iso.date().nullable().default(null);

const PointFiltersSchema = z.object({
  categories: ids,
  rating: range(...RATING_RANGE).default((): [number, number] => [
    RATING_RANGE[0],
    RATING_RANGE[1],
  ]),
  localCulture: z.boolean().default(false),
  typeOfShop: ids,
  dates: z.object({ start: isoDate, end: isoDate }).prefault({}),
  cuisines: ids,
  typeOfDish: ids,
}) satisfies z.ZodType<PointFilters, unknown>;

const AdvancedSelectionSchema = z.object({
  countries: ids,
  terrain: ids,
  climate: z
    .array(SeasonSchema)
    .max(3)
    .default(() => []),
  month: z.number().int().min(1).max(12).nullable().default(null),
  costBand: z.string().max(20).nullable().default(null),
  temperature: range(...TEMPERATURE_RANGE).default((): [number, number] => [
    TEMPERATURE_RANGE[0],
    TEMPERATURE_RANGE[1],
  ]),
  other: ids,
  friendly: ids,
  traffic: ids,
}) satisfies z.ZodType<AdvancedSelection, unknown>;

/**
 * The value a shared filter link stores (`POST filter/share/ {val}`). A link outlives the code
 * that made it, so missing fields take their defaults; anything malformed fails the parse.
 */
export const SharedFiltersSchema = z.object({
  filters: z.object({
    attraction: PointFiltersSchema.prefault({}),
    shop: PointFiltersSchema.prefault({}),
    food: PointFiltersSchema.prefault({}),
    event: PointFiltersSchema.prefault({}),
  }),
  advanced: AdvancedSelectionSchema.prefault({}),
});
export type SharedFilters = z.infer<typeof SharedFiltersSchema>;

/** A fetched shared value, or null when it is not a filter state this app can apply. */
export function parseSharedFilters(value: unknown): SharedFilters | null {
  const parsed = SharedFiltersSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** `{origin}/?filter={q}{#map=…}`: the shared filters at the view the sender was looking at. */
export function filterLink(origin: string, q: string, hash: string): string {
  return `${origin}/?${FILTER_LINK_PARAM}=${encodeURIComponent(q)}${hash}`;
}

function hasFilters(filters: PointFilters): boolean {
  const empty = emptyPointFilters();
  return (
    filters.categories.length > 0 ||
    filters.rating[0] !== empty.rating[0] ||
    filters.rating[1] !== empty.rating[1] ||
    filters.localCulture ||
    filters.typeOfShop.length > 0 ||
    filters.dates.start !== null ||
    filters.dates.end !== null ||
    filters.cuisines.length > 0 ||
    filters.typeOfDish.length > 0
  );
}

/** The first point kind (tab order) a shared link filters, so the tab opens on it. */
export function firstFilteredKind(filters: Record<GeoKind, PointFilters>): GeoKind | null {
  return GEO_KINDS.find((kind) => hasFilters(filters[kind])) ?? null;
}

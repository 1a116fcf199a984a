import { z } from 'zod';

/** Page sizes of spec 001 §9 (and 000 §9). */
export const PAGE_SIZES = {
  countries: 48,
  cities: 48,
  attractions: 50,
  blog: 7,
  geoAreas: 100,
  nearbyInCity: 12,
  participationRequests: 3,
  /** Ours: the trips shared with a user, the sidebar's "Shared with me". */
  sharedTrips: 50,
  default: 20,
} as const;
export const MAX_PAGE_SIZE = 200;

/** `page` and `page_size` query parameters: positive integers, page_size at most 200. */
export function pageQuery(defaultSize: number) {
  return z.object({
    page: z.coerce.number().int().min(1, 'Page numbers start at 1.').default(1),
    page_size: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} items per page.`)
      .default(defaultSize),
  });
}

/**
 * `ordering`: one of the allowed field names, `-` in front for descending (the Django REST
 * convention the spec's client sends).
 */
export function orderingQuery<const T extends readonly [string, ...string[]]>(
  fields: T,
  fallback: string,
) {
  const allowed = fields.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  return z.object({
    ordering: z
      .enum(allowed, { error: `Unknown ordering. Use one of: ${allowed.join(', ')}.` })
      .default(fallback),
  });
}

/** A page of a list (spec 001 §3 "Lists": page, list, count, meta, listType). */
export function listPage<T extends z.ZodType>(item: T) {
  return z.object({
    page: z.number().int(),
    page_size: z.number().int(),
    count: z.number().int(),
    list: z.array(item),
    listType: z.string(),
    meta: z.object({ title: z.string(), description: z.string() }).nullable(),
  });
}

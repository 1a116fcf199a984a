import { PAGE_SIZES, orderingQuery, pageQuery } from '@ai-map/contracts';
import { z } from 'zod';

/** Path and query pieces the catalogue routes share. */
export const idParam = z.coerce.number().int().min(1).max(2_147_483_647);
export const slugParam = z.string().min(1).max(200);
export const pageParam = z.coerce.number().int().min(1, 'Page numbers start at 1.').default(1);

/** A comma-separated list, e.g. `type_of_shop=bakery,butcher`. */
export const commaList = z
  .string()
  .max(1000)
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** Orderings of place cards other than events. */
export const CARD_ORDERINGS = ['rating', 'name'] as const;

/** `page`, `page_size` (default 50, spec 001 §9) and `ordering` of place lists. */
export function placeListQuery(
  orderings: readonly [string, ...string[]] = CARD_ORDERINGS,
  fallback = '-rating',
) {
  return pageQuery(PAGE_SIZES.attractions).extend(orderingQuery(orderings, fallback).shape);
}

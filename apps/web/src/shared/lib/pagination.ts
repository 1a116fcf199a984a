/** Page and ordering helpers for the catalogue lists (`?page=&ordering=` in the URL). */

export function pageCount(count: number, pageSize: number): number {
  if (count <= 0 || pageSize <= 0) return 1;
  return Math.ceil(count / pageSize);
}

/** A page number from the URL: a positive integer, else 1. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}

/** An ordering from the URL when it is one of the allowed ones, else the fallback. */
export function parseOrdering<T extends string>(
  value: string | null | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  return allowed.find((option) => option === value) ?? fallback;
}

export type PageItem = number | 'gap';

/**
 * The page buttons to show: always the first and last page, the current page with `siblings` on
 * each side, and a gap where pages are skipped: 1 … 4 5 6 … 20.
 */
export function pageItems(current: number, total: number, siblings = 1): PageItem[] {
  if (total <= 1) return [1];
  const page = Math.min(Math.max(current, 1), total);
  // Small lists show every page: as many buttons as a list with gaps would need anyway.
  if (total <= 5 + siblings * 2) return Array.from({ length: total }, (_, index) => index + 1);
  const start = Math.max(2, page - siblings);
  const end = Math.min(total - 1, page + siblings);
  const items: PageItem[] = [1];
  if (start > 2) items.push(start === 3 ? 2 : 'gap');
  for (let number = start; number <= end; number += 1) items.push(number);
  if (end < total - 1) items.push(end === total - 2 ? total - 1 : 'gap');
  items.push(total);
  return items;
}

/**
 * The query string for a page of a list; page 1, the default ordering and empty filters stay out
 * of it. Filters come first, in the order given.
 */
export function listSearch(
  page: number,
  ordering: string,
  defaultOrdering: string,
  filters: Readonly<Record<string, string | null | undefined>> = {},
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (page > 1) params.set('page', String(page));
  if (ordering !== defaultOrdering) params.set('ordering', ordering);
  const query = params.toString();
  return query ? `?${query}` : '';
}

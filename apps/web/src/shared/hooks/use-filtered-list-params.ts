import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listSearch, parseOrdering, parsePage } from '../lib/pagination';

/**
 * Page, ordering and named filters of a list, kept in the URL (`?type=&page=&ordering=`). A new
 * ordering or filter value starts again at page 1; filters not named here are kept as they are
 * (`country`, `city` of a list narrowed to a place).
 */
export function useFilteredListParams<T extends string, F extends string>(
  allowed: readonly T[],
  fallback: T,
  /** The filters the page sets (typing only: every other parameter is kept too). */
  _filterNames: readonly F[],
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const ordering = parseOrdering(searchParams.get('ordering'), allowed, fallback);
  const key = searchParams.toString();
  const filters = useMemo(() => {
    const params = new URLSearchParams(key);
    const values: Record<string, string> = {};
    for (const [name, value] of params)
      if (name !== 'page' && name !== 'ordering') values[name] = value;
    return values;
  }, [key]);

  const hrefFor = useCallback(
    (target: number) => listSearch(target, ordering, fallback, filters) || '?',
    [ordering, fallback, filters],
  );
  const setOrdering = useCallback(
    (next: T) => setSearchParams(new URLSearchParams(listSearch(1, next, fallback, filters))),
    [setSearchParams, fallback, filters],
  );
  const setFilter = useCallback(
    (name: F, value: string) =>
      setSearchParams(
        new URLSearchParams(listSearch(1, ordering, fallback, { ...filters, [name]: value })),
      ),
    [setSearchParams, ordering, fallback, filters],
  );
  const filter = (name: F): string => filters[name] ?? '';

  return { page, ordering, filters, filter, hrefFor, setOrdering, setFilter };
}

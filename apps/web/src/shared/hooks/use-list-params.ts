import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { listSearch, parseOrdering, parsePage } from '../lib/pagination';

/**
 * Page and ordering of a catalogue list, kept in the URL (`?page=&ordering=`) so that a page of
 * a list can be shared and the back button works.
 */
export function useListParams<T extends string>(allowed: readonly T[], fallback: T) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const ordering = parseOrdering(searchParams.get('ordering'), allowed, fallback);

  const hrefFor = useCallback(
    (target: number) => listSearch(target, ordering, fallback) || '?',
    [ordering, fallback],
  );
  // A new ordering starts again at page 1.
  const setOrdering = useCallback(
    (next: T) => setSearchParams(new URLSearchParams(listSearch(1, next, fallback))),
    [setSearchParams, fallback],
  );

  return { page, ordering, hrefFor, setOrdering };
}

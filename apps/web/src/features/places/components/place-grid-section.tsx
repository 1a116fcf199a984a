import type { ReactNode } from 'react';
import { AsyncSection } from '../../../shared/ui/async-section';

/**
 * A section of up to eight related places under a place page (similar, nearby, in the same
 * city), with its message when there are none.
 */
export function PlaceGridSection<T>({
  title,
  query,
  emptyText,
  grid,
}: {
  title: string;
  query: { data: { results: T[] } | undefined; isPending: boolean; isError: boolean };
  emptyText: string;
  grid: (places: T[]) => ReactNode;
}) {
  return (
    <AsyncSection
      title={title}
      query={query}
      isEmpty={(result) => result.results.length === 0}
      emptyText={emptyText}
    >
      {(result) => grid(result.results.slice(0, 8))}
    </AsyncSection>
  );
}

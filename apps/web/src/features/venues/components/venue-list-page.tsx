import { PAGE_SIZES } from '@ai-map/contracts';
import type { ReactNode } from 'react';
import { SortSelect } from '../../../shared/ui/select-field';
import venues from '../../../shared/ui/venues.module.css';
import { ListPage } from '../../../shared/ui/list-page';

interface VenueListPageProps<T, O extends string> {
  title: string;
  lead: (count: number | undefined) => string;
  /** The page's own selects; "Sort by" comes after them. */
  filters: ReactNode;
  orderings: readonly { value: O; label: string }[];
  /** The page, ordering and filters in the URL (useFilteredListParams). */
  list: {
    page: number;
    ordering: O;
    hrefFor: (page: number) => string;
    setOrdering: (next: O) => void;
  };
  query: {
    data: { count: number; list: T[] } | undefined;
    isError: boolean;
    error: unknown;
    isPlaceholderData: boolean;
  };
  emptyText: string;
  children: (list: T[]) => ReactNode;
}

/** The frame of the shops, food and events lists: title, selects, grid and pagination. */
export function VenueListPage<T, O extends string>({
  title,
  lead,
  filters,
  orderings,
  list,
  query,
  emptyText,
  children,
}: VenueListPageProps<T, O>) {
  return (
    <ListPage
      title={title}
      lead={lead(query.data?.count)}
      tools={
        <div className={venues.filters}>
          {filters}
          <SortSelect value={list.ordering} options={orderings} onChange={list.setOrdering} />
        </div>
      }
      query={query}
      skeleton={{ count: 12, height: 120 }}
      emptyText={emptyText}
      page={list.page}
      pageSize={PAGE_SIZES.attractions}
      hrefFor={list.hrefFor}
    >
      {children}
    </ListPage>
  );
}

const number = new Intl.NumberFormat('en-US');
export const countText = (count: number | undefined, what: string, fallback: string) =>
  count === undefined ? fallback : `${number.format(count)} ${what}`;

import { PAGE_SIZES } from '@ai-map/contracts';
import type { ReactNode } from 'react';
import styles from '../../../shared/ui/content.module.css';
import { Pagination } from '../../../shared/ui/pagination';
import { SelectField } from '../../../shared/ui/select-field';
import { SkeletonGrid } from '../../../shared/ui/skeleton';
import { ListError } from '../../catalog';
import venues from '../../../shared/ui/venues.module.css';

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
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <div>
          <h1>{title}</h1>
          <p className={styles.lead}>{lead(query.data?.count)}</p>
        </div>
        <div className={venues.filters}>
          {filters}
          <SelectField
            label="Sort by"
            value={list.ordering}
            options={orderings}
            onChange={list.setOrdering}
          />
        </div>
      </div>
      {query.isError ? (
        <ListError error={query.error} />
      ) : !query.data ? (
        <SkeletonGrid count={12} height={120} />
      ) : query.data.list.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <div aria-busy={query.isPlaceholderData || undefined}>
          {children(query.data.list)}
          <Pagination
            page={list.page}
            count={query.data.count}
            pageSize={PAGE_SIZES.attractions}
            hrefFor={list.hrefFor}
          />
        </div>
      )}
    </div>
  );
}

const number = new Intl.NumberFormat('en-US');
export const countText = (count: number | undefined, what: string, fallback: string) =>
  count === undefined ? fallback : `${number.format(count)} ${what}`;

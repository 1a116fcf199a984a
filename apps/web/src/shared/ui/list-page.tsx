import type { ReactNode } from 'react';
import styles from './content.module.css';
import { ListError } from './list-error';
import { Pagination } from './pagination';
import { SkeletonGrid } from './skeleton';

interface ListPageProps<T> {
  title: string;
  /** The line under the title (usually the count once known). */
  lead: ReactNode;
  /** Beside the title: the sort select, filters or a search form. */
  tools: ReactNode;
  query: {
    data: { count: number; list: T[] } | undefined;
    isError: boolean;
    error: unknown;
    isPlaceholderData: boolean;
  };
  /** The placeholder cards while the first page loads. */
  skeleton: { count: number; height: number };
  /** Shown instead of an empty list; without it an empty list shows as an empty grid. */
  emptyText?: string;
  page: number;
  pageSize: number;
  hrefFor: (page: number) => string;
  children: (list: T[]) => ReactNode;
}

/**
 * The frame of a paged list page (countries, cities, attractions, venues, blog): title and tools,
 * then the list with its pagination, its skeleton while loading, or the failure.
 */
export function ListPage<T>({
  title,
  lead,
  tools,
  query,
  skeleton,
  emptyText,
  page,
  pageSize,
  hrefFor,
  children,
}: ListPageProps<T>) {
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <div>
          <h1>{title}</h1>
          <p className={styles.lead}>{lead}</p>
        </div>
        {tools}
      </div>
      {query.isError ? (
        <ListError error={query.error} />
      ) : !query.data ? (
        <SkeletonGrid count={skeleton.count} height={skeleton.height} />
      ) : emptyText !== undefined && query.data.list.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <div aria-busy={query.isPlaceholderData || undefined}>
          {children(query.data.list)}
          <Pagination page={page} count={query.data.count} pageSize={pageSize} hrefFor={hrefFor} />
        </div>
      )}
    </div>
  );
}

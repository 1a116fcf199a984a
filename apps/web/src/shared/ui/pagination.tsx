import { Link } from 'react-router';
import { pageCount, pageItems } from '../lib/pagination';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import styles from './pagination.module.css';

interface PaginationProps {
  page: number;
  count: number;
  pageSize: number;
  /** The link of a page, e.g. "?page=3&ordering=name", so that pages can be shared. */
  hrefFor: (page: number) => string;
  label?: string;
}

/** Page numbers with previous/next links; nothing when everything fits on one page. */
export function Pagination({ page, count, pageSize, hrefFor, label = 'Pages' }: PaginationProps) {
  const total = pageCount(count, pageSize);
  if (total <= 1) return null;
  const items = pageItems(page, total);
  return (
    <nav className={styles.pagination} aria-label={label}>
      {page > 1 ? (
        <Link className={styles.step} to={hrefFor(page - 1)} rel="prev">
          <ChevronLeftIcon size={16} />
          Previous
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
          <ChevronLeftIcon size={16} />
          Previous
        </span>
      )}
      <ul className={styles.pages}>
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className={item === page ? `${styles.page} ${styles.current}` : styles.page}
                to={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < total ? (
        <Link className={styles.step} to={hrefFor(page + 1)} rel="next">
          Next
          <ChevronRightIcon size={16} />
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
          Next
          <ChevronRightIcon size={16} />
        </span>
      )}
    </nav>
  );
}

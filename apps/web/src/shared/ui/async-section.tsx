import type { ReactNode } from 'react';
import styles from './content.module.css';
import { SkeletonGrid } from './skeleton';

interface AsyncSectionProps<T> {
  title: string;
  /** A short note next to the heading (a count, a source). */
  hint?: ReactNode;
  actions?: ReactNode;
  query: { data: T | undefined; isPending: boolean; isError: boolean };
  isEmpty: (data: T) => boolean;
  emptyText: string;
  skeletonCount?: number;
  children: (data: T) => ReactNode;
}

/**
 * A titled block of a page whose data loads on its own: skeleton cards while loading, a quiet
 * message when the list failed (spec 001 §8: list failures are only logged) or is empty.
 */
export function AsyncSection<T>({
  title,
  hint,
  actions,
  query,
  isEmpty,
  emptyText,
  skeletonCount = 4,
  children,
}: AsyncSectionProps<T>) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  let body: ReactNode;
  if (query.isPending) body = <SkeletonGrid count={skeletonCount} height={120} />;
  else if (query.isError || query.data === undefined)
    body = <p className={styles.empty}>This list could not be loaded right now.</p>;
  else if (isEmpty(query.data)) body = <p className={styles.empty}>{emptyText}</p>;
  else body = children(query.data);

  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHeader}>
        <h2 id={id}>{title}</h2>
        {(hint || actions) && (
          <div className={styles.sectionAside}>
            {hint && <p className={styles.sectionHint}>{hint}</p>}
            {actions}
          </div>
        )}
      </div>
      {body}
    </section>
  );
}

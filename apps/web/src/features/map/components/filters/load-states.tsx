import { Skeleton } from '../../../../shared/ui/skeleton';
import styles from './filters.module.css';

/** Placeholder lines while a list of choices loads. */
export function ListSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} height={14} className={styles.skeletonLine} />
      ))}
    </div>
  );
}

/** A list of choices that failed to load, with a retry. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <p className={`${styles.status} ${styles.statusError}`} role="alert">
      The {what} could not be loaded.
      <button type="button" className={styles.retry} onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}

import type { ReactNode } from 'react';
import styles from './general.module.css';

interface QueryStatusProps {
  query: { isPending: boolean; isError: boolean; isFetching: boolean };
  /** What failed to load, for the error line ("the climate of this view"). */
  what: string;
  children: ReactNode;
}

/**
 * The loading and error lines of a sidebar section that reads a map call; the content once
 * it has data. The previous answer stays visible, marked busy, while the next view loads.
 */
export function QueryStatus({ query, what, children }: QueryStatusProps) {
  if (query.isError) {
    return (
      <p className={styles.error} role="alert">
        Could not load {what}. Move the map to try again.
      </p>
    );
  }
  if (query.isPending) {
    return (
      <p className={styles.status} role="status">
        Loading {what}…
      </p>
    );
  }
  return <div aria-busy={query.isFetching}>{children}</div>;
}

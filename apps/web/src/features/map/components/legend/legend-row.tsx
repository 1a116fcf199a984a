import type { ReactNode } from 'react';
import styles from './legend-modal.module.css';

/** One entry of the legend: what the map draws, then what it means. */
export function LegendRow({
  sample,
  title,
  children,
}: {
  sample: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <li className={styles.row}>
      <span className={styles.sample}>{sample}</span>
      <span>
        <span className={styles.rowTitle}>{title}</span>
        {children && <span className={styles.rowText}>{children}</span>}
      </span>
    </li>
  );
}

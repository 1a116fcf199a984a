import styles from '../../../shared/ui/content.module.css';
import { Skeleton, SkeletonGrid } from '../../../shared/ui/skeleton';

/** The shape of a catalogue page while its main call is on its way. */
export function PageSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" aria-label="Loading page">
      <div className={styles.hero}>
        <div className={styles.heroMain}>
          <Skeleton width="45%" height={36} />
          <div style={{ height: 12 }} />
          <Skeleton width="70%" height={18} />
          <div style={{ height: 16 }} />
          <Skeleton width={260} height={34} radius="var(--radius-pill)" />
        </div>
      </div>
      <SkeletonGrid count={8} height={76} />
      <SkeletonGrid count={4} height={150} />
    </div>
  );
}

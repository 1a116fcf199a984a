import styles from './plans.module.css';

/**
 * A loader while the plans load (spec 000 §2), announced to assistive technology. Its own file:
 * the plan cards open the days modal, which shows this loader too, so living in plan-cards.tsx
 * made the two modules import each other.
 */
export function PlanLoader({ label = 'Loading plans' }: { label?: string }) {
  return (
    <div className={styles.loader} role="status" aria-label={label}>
      <span className={styles.spinner} aria-hidden="true" />
    </div>
  );
}

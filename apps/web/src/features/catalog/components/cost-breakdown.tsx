import type { City } from '@ai-map/contracts';
import { formatPrice } from '../../../shared/lib/format';
import styles from './cost-breakdown.module.css';

type Costs = NonNullable<City['cost_and_expenses']>;

const items: {
  key: keyof Pick<Costs, 'accommodation' | 'food' | 'transport' | 'attractions'>;
  label: string;
}[] = [
  { key: 'accommodation', label: 'Accommodation' },
  { key: 'food', label: 'Food' },
  { key: 'transport', label: 'Local transport' },
  { key: 'attractions', label: 'Attractions' },
];

/** A week's budget split into its items, each with a bar of its share. */
export function CostBreakdown({ costs }: { costs: Costs | null }) {
  // Spec 001 §8: an empty costs list shows "No property".
  if (!costs) return <p className={styles.none}>No property</p>;
  return (
    <dl className={styles.list}>
      {items.map((item) => {
        const value = costs[item.key];
        const share = costs.total > 0 ? (value / costs.total) * 100 : 0;
        return (
          <div key={item.key} className={styles.row}>
            <dt>{item.label}</dt>
            <dd>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.fill} style={{ width: `${share}%` }} />
              </span>
              <span className={styles.amount}>{formatPrice(value)}</span>
            </dd>
          </div>
        );
      })}
      <div className={`${styles.row} ${styles.total}`}>
        <dt>Total per week</dt>
        <dd>
          <span className={styles.amount}>{formatPrice(costs.total)}</span>
        </dd>
      </div>
    </dl>
  );
}

import facts from '../../../shared/ui/facts.module.css';
import styles from './religion-bar.module.css';

interface Religion {
  id: string;
  name: string;
  percentage: number;
}

const palette = [
  '#0f766e',
  '#2563eb',
  '#d97706',
  '#7c3aed',
  '#db2777',
  '#65a30d',
  '#0891b2',
  '#94a3b8',
];

function formatPercent(value: number): string {
  return `${value < 1 ? value.toFixed(1) : String(Math.round(value * 10) / 10)}%`;
}

/**
 * Religion shares as one stacked horizontal bar with a legend, largest first. The CIA World
 * Factbook's figures can be incomplete (`partial`: they do not make a whole), or name religions
 * without shares (`listed`); both are said as such rather than drawn as a whole.
 */
export function ReligionBar({
  religions,
  partial = false,
  listed = [],
}: {
  religions: Religion[];
  partial?: boolean;
  listed?: string[];
}) {
  if (religions.length === 0) {
    if (listed.length === 0) return <p className={styles.none}>No data on religions.</p>;
    return (
      <div>
        <ul className={facts.listed} aria-label="Religions">
          {listed.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
        <p className={facts.sourceBlock}>Named by the CIA World Factbook, no shares published.</p>
      </div>
    );
  }
  const sorted = [...religions].sort((a, b) => b.percentage - a.percentage);
  const total = sorted.reduce((sum, religion) => sum + religion.percentage, 0) || 1;
  return (
    <div>
      <div className={styles.bar} aria-hidden="true">
        {sorted.map((religion, index) => (
          <span
            key={religion.id}
            className={styles.segment}
            style={{
              width: `${(religion.percentage / Math.max(total, 100)) * 100}%`,
              background: palette[index % palette.length],
            }}
            title={`${religion.name} ${formatPercent(religion.percentage)}`}
          />
        ))}
      </div>
      <ul className={styles.legend} aria-label="Religions">
        {sorted.map((religion, index) => (
          <li key={religion.id}>
            <span
              className={styles.swatch}
              style={{ background: palette[index % palette.length] }}
              aria-hidden="true"
            />
            <span className={styles.name}>{religion.name}</span>
            <span className={styles.value}>{formatPercent(religion.percentage)}</span>
          </li>
        ))}
      </ul>
      {partial && (
        <p className={facts.sourceBlock}>
          Figures incomplete in the source (CIA World Factbook): the shares do not make a whole.
        </p>
      )}
    </div>
  );
}

import type { FilterNode } from '@ai-map/contracts';
import { useId } from 'react';
import styles from './filters.module.css';

interface RadioChoicesProps {
  nodes: readonly FilterNode[];
  /** The chosen id, or null for the "none" choice. */
  value: string | null;
  /** Label of the "none" choice ("Any cost", "This month"). */
  noneLabel: string;
  label: string;
  /** Short names (months) sit in a grid of columns. */
  columns?: number;
  onChange: (value: string | null) => void;
}

/** One choice at most from a flat list, the first option being "none". */
export function RadioChoices({
  nodes,
  value,
  noneLabel,
  label,
  columns = 1,
  onChange,
}: RadioChoicesProps) {
  const name = useId();
  const option = (id: string | null, text: string, subtitle?: string, count?: number) => (
    <li key={id ?? ''} className={[styles.node, id === null ? styles.wide : ''].join(' ')}>
      <label className={styles.check}>
        <input type="radio" name={name} checked={value === id} onChange={() => onChange(id)} />
        <span className={styles.checkLabel}>
          {text}
          {subtitle && <span className={styles.checkSubtitle}>{subtitle}</span>}
        </span>
        {count !== undefined && (
          <span className={styles.count}>{count.toLocaleString('en-US')}</span>
        )}
      </label>
    </li>
  );
  return (
    <ul
      className={styles.choices}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      role="radiogroup"
      aria-label={label}
    >
      {option(null, noneLabel)}
      {nodes.map((node) => option(node.id, node.name, node.subtitle, node.count))}
    </ul>
  );
}

import { useState } from 'react';
import styles from './filters.module.css';

export interface ChecklistOption {
  value: string;
  label: string;
  count?: number;
}

interface OptionChecklistProps {
  options: readonly ChecklistOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  label: string;
  /** Long lists show this many (and the chosen ones) until "Show all". */
  collapsedSize?: number;
}

/** A multi-select list of checkboxes, shortened when long. */
export function OptionChecklist({
  options,
  selected,
  onChange,
  label,
  collapsedSize = 8,
}: OptionChecklistProps) {
  const [expanded, setExpanded] = useState(false);
  const long = options.length > collapsedSize;
  const shown =
    expanded || !long
      ? options
      : options.filter((option, index) => index < collapsedSize || selected.includes(option.value));
  const toggle = (value: string) =>
    onChange(
      selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value],
    );

  return (
    <>
      <ul className={styles.tree} aria-label={label}>
        {shown.map((option) => (
          <li key={option.value} className={styles.node}>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={selected.includes(option.value)}
                onChange={() => toggle(option.value)}
              />
              <span className={styles.checkLabel}>{option.label}</span>
              {option.count !== undefined && (
                <span className={styles.count}>{option.count.toLocaleString('en-US')}</span>
              )}
            </label>
          </li>
        ))}
      </ul>
      {long && (
        <button type="button" className={styles.more} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show fewer' : `Show all ${options.length}`}
        </button>
      )}
    </>
  );
}

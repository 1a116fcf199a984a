import { useId } from 'react';
import type { PointFilters } from '../../stores/map-filters-store';
import { editDates } from './range-value';
import styles from './filters.module.css';

interface DateRangeProps {
  value: PointFilters['dates'];
  onChange: (value: PointFilters['dates']) => void;
}

/** Event dates; the filter applies once both are set (spec 001 §5). */
export function DateRange({ value, onChange }: DateRangeProps) {
  const id = useId();
  const half = (value.start === null) !== (value.end === null);
  return (
    <>
      <fieldset className={styles.range}>
        <legend>Event dates</legend>
        <label className={styles.inputField} htmlFor={`${id}-start`}>
          From
          <input
            id={`${id}-start`}
            className={styles.input}
            type="date"
            value={value.start ?? ''}
            onChange={(event) => onChange(editDates(value, 'start', event.target.value))}
          />
        </label>
        <span className={styles.rangeDash} aria-hidden="true">
          –
        </span>
        <label className={styles.inputField} htmlFor={`${id}-end`}>
          To
          <input
            id={`${id}-end`}
            className={styles.input}
            type="date"
            value={value.end ?? ''}
            onChange={(event) => onChange(editDates(value, 'end', event.target.value))}
          />
        </label>
      </fieldset>
      {half && <p className={styles.hint}>Pick both dates to filter the events.</p>}
    </>
  );
}

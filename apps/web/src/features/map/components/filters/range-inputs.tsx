import { useId } from 'react';
import { editRange } from './range-value';
import styles from './filters.module.css';

interface RangeInputsProps {
  /** Names the pair, e.g. "Rating". */
  legend: string;
  value: readonly [number, number];
  bounds: readonly [number, number];
  step: number;
  /** Appended to the input labels, e.g. "°C". */
  unit?: string;
  onChange: (value: [number, number]) => void;
}

/** Two number inputs for a [from, to] range that always stays ordered and within bounds. */
export function RangeInputs({ legend, value, bounds, step, unit, onChange }: RangeInputsProps) {
  const id = useId();
  const suffix = unit ? ` (${unit})` : '';
  const input = (end: 0 | 1) => (
    <label className={styles.inputField} htmlFor={`${id}-${end}`}>
      {end === 0 ? 'From' : 'To'}
      {suffix}
      <input
        id={`${id}-${end}`}
        className={styles.input}
        type="number"
        inputMode="decimal"
        min={bounds[0]}
        max={bounds[1]}
        step={step}
        value={value[end]}
        onChange={(event) => onChange(editRange(value, bounds, end, event.target.valueAsNumber))}
      />
    </label>
  );
  return (
    <fieldset className={styles.range}>
      <legend>{legend}</legend>
      {input(0)}
      <span className={styles.rangeDash} aria-hidden="true">
        –
      </span>
      {input(1)}
    </fieldset>
  );
}

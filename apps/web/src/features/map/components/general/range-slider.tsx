import type { CSSProperties } from 'react';
import styles from './general.module.css';

interface RangeSliderProps {
  label: string;
  min: number;
  max: number;
  step?: number;
  value: [number, number];
  onChange: (value: [number, number]) => void;
  /** How a value reads on screen and to assistive technology. */
  format: (value: number) => string;
}

/** A two-thumb range: two native range inputs over one track, so keys and touch work as usual. */
export function RangeSlider({
  label,
  min,
  max,
  step = 1,
  value,
  onChange,
  format,
}: RangeSliderProps) {
  const [low, high] = value;
  const span = max - min || 1;
  const fill: CSSProperties = {
    left: `${((low - min) / span) * 100}%`,
    right: `${100 - ((high - min) / span) * 100}%`,
  };
  return (
    <div className={styles.range} role="group" aria-label={label}>
      <div className={styles.rangeHead}>
        <span>{label}</span>
        <span className={styles.rangeValue}>
          {format(low)} – {format(high)}
        </span>
      </div>
      <div className={styles.track}>
        <span className={styles.fill} style={fill} />
        <input
          type="range"
          className={styles.thumb}
          min={min}
          max={max}
          step={step}
          value={low}
          aria-label={`${label}: from`}
          aria-valuetext={format(low)}
          onChange={(event) => onChange([Math.min(Number(event.target.value), high), high])}
        />
        <input
          type="range"
          className={styles.thumb}
          min={min}
          max={max}
          step={step}
          value={high}
          aria-label={`${label}: to`}
          aria-valuetext={format(high)}
          onChange={(event) => onChange([low, Math.max(Number(event.target.value), low)])}
        />
      </div>
    </div>
  );
}

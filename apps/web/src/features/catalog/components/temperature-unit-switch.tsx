import type { TemperatureUnit } from '../../../shared/lib/temperature';
import { useTemperatureUnitStore } from '../../../shared/stores/temperature-unit-store';
import styles from './climate-chart.module.css';

const units: { unit: TemperatureUnit; label: string; name: string }[] = [
  { unit: 'C', label: '°C', name: 'Celsius' },
  { unit: 'F', label: '°F', name: 'Fahrenheit' },
];

/** °C / °F toggle; the choice is remembered for every page. */
export function TemperatureUnitSwitch() {
  const { unit, setUnit } = useTemperatureUnitStore();
  return (
    <div className={styles.switch} role="group" aria-label="Temperature unit">
      {units.map((option) => (
        <button
          key={option.unit}
          type="button"
          className={option.unit === unit ? `${styles.unit} ${styles.unitActive}` : styles.unit}
          aria-pressed={option.unit === unit}
          title={option.name}
          onClick={() => setUnit(option.unit)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

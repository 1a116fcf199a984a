import { MONTH_NAMES } from '@ai-map/contracts';
import type { ClimateMonth } from '@ai-map/contracts';
import {
  climateClass,
  climateRange,
  convertTemperature,
  type TemperatureUnit,
} from '../../../shared/lib/temperature';
import { useTemperatureUnitStore } from '../../../shared/stores/temperature-unit-store';
import styles from './climate-chart.module.css';

const WIDTH = 720;
const HEIGHT = 280;
const PAD = { top: 28, right: 16, bottom: 34, left: 44 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
const SLOT = PLOT_W / 12;

interface Row {
  month: number;
  day: number;
  night: number;
  water: number | null;
  dayC: number;
}

function rows(months: ClimateMonth[], unit: TemperatureUnit): Row[] {
  return [...months]
    .sort((a, b) => a.month - b.month)
    .map((entry) => ({
      month: entry.month,
      day: convertTemperature(entry.avg_day, unit),
      night: convertTemperature(entry.avg_night, unit),
      water: entry.avg_water === null ? null : convertTemperature(entry.avg_water, unit),
      dayC: entry.avg_day,
    }));
}

/** Round the axis out to steps of 5 or 10 degrees, with a little room above and below. */
function axis(data: Row[]): { min: number; max: number; step: number } {
  const values = data.flatMap((row) => [
    row.day,
    row.night,
    ...(row.water === null ? [] : [row.water]),
  ]);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const step = high - low > 40 ? 10 : 5;
  return { min: Math.floor(low / step) * step - step, max: Math.ceil(high / step) * step, step };
}

interface ClimateChartProps {
  months: ClimateMonth[];
  /** The month to highlight (1–12), usually the current one. */
  currentMonth?: number;
}

/**
 * Day and night temperatures of the 12 months as bars from night to day, coloured by the spec's
 * climate classes (cold, warm, hot by the day temperature); the sea temperature as a dashed line
 * where known. A table carries the same figures for screen readers.
 */
export function ClimateChart({ months, currentMonth }: ClimateChartProps) {
  const unit = useTemperatureUnitStore((state) => state.unit);
  const data = rows(months, unit);
  if (data.length === 0) return null;
  const { min, max, step } = axis(data);
  const y = (value: number) => PAD.top + ((max - value) / (max - min)) * PLOT_H;
  const x = (index: number) => PAD.left + SLOT * index + SLOT / 2;
  const ticks: number[] = [];
  for (let value = min; value <= max; value += step) ticks.push(value);
  const water = data
    .map((row, index) => (row.water === null ? null : { x: x(index), y: y(row.water) }))
    .filter((point): point is { x: number; y: number } => point !== null);
  const barWidth = Math.min(26, SLOT * 0.45);

  return (
    <figure className={styles.figure} aria-labelledby="climate-caption">
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="climate-caption"
        data-testid="climate-chart"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0 && unit === 'C' ? styles.zero : styles.grid}
            />
            <text x={PAD.left - 8} y={y(tick) + 4} className={styles.axisLabel} textAnchor="end">
              {tick}°
            </text>
          </g>
        ))}
        {data.map((row, index) => {
          const season = climateClass(row.dayC);
          const top = y(row.day);
          const bottom = y(row.night);
          return (
            <g key={row.month} className={styles[season]}>
              {row.month === currentMonth && (
                <rect
                  x={PAD.left + SLOT * index + 2}
                  y={PAD.top - 22}
                  width={SLOT - 4}
                  height={PLOT_H + 22}
                  rx={8}
                  className={styles.current}
                />
              )}
              <rect
                x={x(index) - barWidth / 2}
                y={top}
                width={barWidth}
                height={Math.max(bottom - top, 3)}
                rx={barWidth / 2}
                className={styles.bar}
              />
              <text x={x(index)} y={top - 6} className={styles.dayLabel} textAnchor="middle">
                {row.day}°
              </text>
              <text x={x(index)} y={bottom + 14} className={styles.nightLabel} textAnchor="middle">
                {row.night}°
              </text>
              <text
                x={x(index)}
                y={HEIGHT - 10}
                className={row.month === currentMonth ? styles.monthCurrent : styles.month}
                textAnchor="middle"
              >
                {MONTH_NAMES[row.month - 1]?.slice(0, 3)}
              </text>
            </g>
          );
        })}
        {water.length > 1 && (
          <polyline
            className={styles.water}
            points={water.map((point) => `${point.x},${point.y}`).join(' ')}
          />
        )}
        {water.map((point, index) => (
          <circle key={index} cx={point.x} cy={point.y} r={3.5} className={styles.waterDot} />
        ))}
      </svg>
      <figcaption id="climate-caption" className={styles.caption}>
        <span>Average day and night temperature by month, °{unit}</span>
        <span className={styles.legend} aria-hidden="true">
          <span className={`${styles.key} ${styles.cold}`}>Cold {climateRange('cold', unit)}</span>
          <span className={`${styles.key} ${styles.warm}`}>Warm {climateRange('warm', unit)}</span>
          <span className={`${styles.key} ${styles.hot}`}>Hot {climateRange('hot', unit)}</span>
          {water.length > 0 && <span className={`${styles.key} ${styles.waterKey}`}>Water</span>}
        </span>
      </figcaption>
      <ClimateTable data={data} unit={unit} withWater={water.length > 0} />
    </figure>
  );
}

/** The chart's figures as a table, for screen readers. */
function ClimateTable({
  data,
  unit,
  withWater,
}: {
  data: Row[];
  unit: TemperatureUnit;
  withWater: boolean;
}) {
  return (
    <table className="visually-hidden">
      <caption>Temperatures by month, °{unit}</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Day</th>
          <th scope="col">Night</th>
          {withWater && <th scope="col">Water</th>}
        </tr>
      </thead>
      <tbody>
        {data.map((row) => (
          <tr key={row.month}>
            <th scope="row">{MONTH_NAMES[row.month - 1]}</th>
            <td>{row.day}°</td>
            <td>{row.night}°</td>
            {withWater && <td>{row.water === null ? '—' : `${row.water}°`}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

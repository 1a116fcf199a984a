import { MONTH_NAMES, TEMPERATURE_DEFAULT_RANGE } from '@ai-map/contracts';
import {
  climateClassLabel,
  climateRange,
  formatTemperature,
} from '../../../../shared/lib/temperature';
import { useTemperatureUnitStore } from '../../../../shared/stores/temperature-unit-store';
import { SelectField } from '../../../../shared/ui/select-field';
import { TemperatureUnitSwitch } from '../../../catalog';
import { useClimateCities, useClimaticSeasons, useSeasonIcons } from '../../api/climate-data';
import { climateCounts, type Season } from '../../lib/general-climate';
import { useGeneralStore } from '../../stores/general-store';
import styles from './general.module.css';
import { QueryStatus } from './query-status';
import { RangeSlider } from './range-slider';
import { SeasonIcon } from './season-icon';
import { useClimateColors } from './use-climate-colors';
import { useGeneralEdit } from './use-general-edit';
import { useGeneralView } from './use-general-view';

const MONTHS = MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name }));
const [LOW, HIGH] = TEMPERATURE_DEFAULT_RANGE;

/** The climatic sub-filter: month, seasons, day and water temperatures, and what the view holds. */
export function ClimateOptions() {
  const { draft, edit } = useGeneralEdit();
  const climate = draft.climate;
  const unit = useTemperatureUnitStore((state) => state.unit);
  const seasons = useClimaticSeasons();
  const icons = useSeasonIcons();
  const colors = useClimateColors();
  const { box } = useGeneralView();
  const applied = useGeneralStore((state) => state.applied.climate);
  const cities = useClimateCities(box, applied);

  // The slider's ends stand for "and beyond": 30 °C at the top also keeps hotter cities.
  const format = (value: number) => {
    const text = formatTemperature(value, unit);
    if (value >= HIGH) return `${text}+`;
    if (value <= LOW) return `≤ ${text}`;
    return text;
  };
  const toggleSeason = (season: Season) =>
    edit({
      climate: {
        ...climate,
        seasons: climate.seasons.includes(season)
          ? climate.seasons.filter((s) => s !== season)
          : [...climate.seasons, season],
      },
    });
  const iconOf = (season: Season) => icons.data?.find((icon) => icon.id === season)?.icon;
  const counts = climateCounts(cities.data?.results ?? []);

  return (
    <section className={styles.section} aria-label="Climate filters">
      <div className={styles.row}>
        <SelectField
          label="Month"
          value={String(climate.month)}
          options={MONTHS}
          onChange={(month) => edit({ climate: { ...climate, month: Number(month) } })}
        />
        <TemperatureUnitSwitch />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Season</legend>
        {seasons.isError ? (
          <p className={styles.error} role="alert">
            Could not load the seasons.
          </p>
        ) : (
          <div className={styles.chips}>
            {(seasons.data ?? []).map((season) => {
              const icon = iconOf(season.id);
              return (
                <button
                  key={season.id}
                  type="button"
                  className={styles.chip}
                  aria-pressed={climate.seasons.includes(season.id)}
                  onClick={() => toggleSeason(season.id)}
                >
                  {icon && (
                    <span className={styles.chipIcon} style={{ color: colors[season.id] }}>
                      <SeasonIcon name={icon} />
                    </span>
                  )}
                  {season.name}
                </button>
              );
            })}
          </div>
        )}
      </fieldset>
      <RangeSlider
        label="Day temperature"
        min={LOW}
        max={HIGH}
        value={climate.dayTemp}
        onChange={(dayTemp) => edit({ climate: { ...climate, dayTemp } })}
        format={format}
      />
      <RangeSlider
        label="Water temperature"
        min={LOW}
        max={HIGH}
        value={climate.waterTemp}
        onChange={(waterTemp) => edit({ climate: { ...climate, waterTemp } })}
        format={format}
      />
      <QueryStatus query={cities} what="the climate of this view">
        {cities.data && cities.data.results.length === 0 ? (
          <p className={styles.status}>No city in this view matches these filters.</p>
        ) : (
          <ul className={styles.legendRow} aria-label="Cities in this view by class">
            {(['cold', 'warm', 'hot'] as const).map((klass) => (
              <li key={klass}>
                <span className={styles.swatch} style={{ background: colors[klass] }} />
                {counts[klass]} {climateClassLabel(klass, unit)}
              </li>
            ))}
          </ul>
        )}
      </QueryStatus>
      <p className={styles.note}>
        Markers show each city’s average day temperature in {MONTH_NAMES[applied.month - 1]}: cold
        at {climateRange('cold', unit)}, warm at {climateRange('warm', unit)}, hot at{' '}
        {climateRange('hot', unit)}.
      </p>
    </section>
  );
}

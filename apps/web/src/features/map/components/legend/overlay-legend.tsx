import { formatTemperature } from '../../../../shared/lib/temperature';
import { useTemperatureUnitStore } from '../../../../shared/stores/temperature-unit-store';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { useReligionList } from '../../api/religion-data';
import { BUDGET_LEVEL_COLORS } from '../general/budget-layer';
import { useClimateColors } from '../general/use-climate-colors';
import { formatShare } from '../../lib/general-religion';
import { LegendRow } from './legend-row';
import styles from './legend-modal.module.css';

/** Entries of the religion list that name no religion. */
const CATCH_ALL_RELIGIONS = ['other', 'none', 'unspecified'];

/** A climate marker: the day temperature on its class colour, dark text on the light warm one. */
function ClimateSample({ color, label, dark }: { color: string; label: string; dark?: boolean }) {
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="17" fill={color} stroke="#fff" strokeWidth="2" />
      <text
        x="20"
        y="24"
        textAnchor="middle"
        fontSize="10"
        fontWeight="600"
        fill={dark ? '#1f2937' : '#fff'}
      >
        {label}
      </text>
    </svg>
  );
}

/** A religion marker: the largest share on a big disc, the second beside it. */
function ReligionSample({ first, second }: { first: [string, string]; second: [string, string] }) {
  return (
    <svg width="60" height="40" viewBox="0 0 60 40" aria-hidden="true" focusable="false">
      <circle cx="40" cy="20" r="12" fill={second[0]} stroke="#fff" strokeWidth="2" />
      <circle cx="18" cy="20" r="15" fill={first[0]} stroke="#fff" strokeWidth="2" />
      <text x="18" y="23.5" textAnchor="middle" fontSize="10" fontWeight="600" fill="#fff">
        {first[1]}
      </text>
      <text x="41" y="23" textAnchor="middle" fontSize="8.5" fontWeight="600" fill="#fff">
        {second[1]}
      </text>
    </svg>
  );
}

/** A budget marker: the cost on a pill of its level colour. */
function BudgetSample({ color, label }: { color: string; label: string }) {
  return (
    <span className={styles.pill} style={{ background: color }}>
      {label}
    </span>
  );
}

/** The general tab's overlays: climate, religion and budget markers. */
export function OverlayLegend() {
  const colors = useClimateColors();
  const unit = useTemperatureUnitStore((state) => state.unit);
  const religions = useReligionList(true);
  // The example takes the two religions most countries list, leaving out the catch-all entries.
  const [first, second] = (religions.data ?? [])
    .filter((religion) => !CATCH_ALL_RELIGIONS.includes(religion.religion_id))
    .sort((a, b) => b.countries_count - a.countries_count);

  return (
    <>
      <section className={styles.section} aria-labelledby="legend-climate">
        <h3 id="legend-climate">Climate</h3>
        <p className={styles.note}>Cities show the month’s average day temperature.</p>
        <ul className={styles.rows}>
          <LegendRow
            sample={<ClimateSample color={colors.cold} label={formatTemperature(-2, unit)} />}
            title="Cold"
          >
            {formatTemperature(5, unit)} or below
          </LegendRow>
          <LegendRow
            sample={<ClimateSample color={colors.warm} label={formatTemperature(18, unit)} dark />}
            title="Warm"
          >
            Between {formatTemperature(5, unit)} and {formatTemperature(25, unit)}
          </LegendRow>
          <LegendRow
            sample={<ClimateSample color={colors.hot} label={formatTemperature(31, unit)} />}
            title="Hot"
          >
            {formatTemperature(25, unit)} or above
          </LegendRow>
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="legend-religion">
        <h3 id="legend-religion">Religion</h3>
        <ul className={styles.rows}>
          <LegendRow
            sample={
              first && second ? (
                <ReligionSample
                  first={[first.color, formatShare(62)]}
                  second={[second.color, formatShare(28)]}
                />
              ) : religions.isError ? null : (
                <Skeleton width={60} height={32} radius="16px" />
              )
            }
            title="The two largest religions of a country"
          >
            {first && second
              ? `Each religion has its colour, e.g. ${first.name} and ${second.name}. `
              : ''}
            With a religion filter, only shares of at least 1% are counted.
          </LegendRow>
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="legend-budget">
        <h3 id="legend-budget">Budget</h3>
        <p className={styles.note}>
          Countries show the cost of the budget you set, for the period you chose.
        </p>
        <ul className={styles.rows}>
          <LegendRow
            sample={<BudgetSample color={BUDGET_LEVEL_COLORS.low} label="$310" />}
            title="Cheaper"
          >
            In the lowest third of the range
          </LegendRow>
          <LegendRow
            sample={<BudgetSample color={BUDGET_LEVEL_COLORS.middle} label="$640" />}
            title="Middle"
          >
            In the middle third
          </LegendRow>
          <LegendRow
            sample={<BudgetSample color={BUDGET_LEVEL_COLORS.high} label="$1,120" />}
            title="Dearer"
          >
            In the highest third
          </LegendRow>
        </ul>
      </section>
    </>
  );
}

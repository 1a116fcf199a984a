import { BUDGET_PERIODS } from '@ai-map/contracts';
import {
  BUDGET_FEATURE_LABELS,
  BUDGET_PERIOD_LABELS,
  type BudgetFeature,
  type BudgetPeriod,
  formatCost,
} from '../../lib/general-budget';
import { BUDGET_LEVEL_COLORS } from './budget-layer';
import styles from './general.module.css';
import { QueryStatus } from './query-status';
import { RangeSlider } from './range-slider';
import { useBudgetCurrency, useBudgetView } from './use-budget-view';
import { useGeneralEdit } from './use-general-edit';

const PERIODS = Object.values(BUDGET_PERIODS) as BudgetPeriod[];
const FEATURES = Object.keys(BUDGET_FEATURE_LABELS) as BudgetFeature[];

/** Slider steps: fine for a day's costs, coarser for a month's. */
const stepOf = (bounds: [number, number]) => (bounds[1] - bounds[0] > 2000 ? 50 : 10);

/**
 * The budget view (§3 budget setting): period, accommodation, transport, features and the total
 * range, whose bounds come from the server. Averages of the cost model for one traveller.
 */
export function BudgetOptions() {
  const { draft, editBudget } = useGeneralEdit();
  const budget = draft.budget;
  const { query, bounds } = useBudgetView('draft');
  const currency = useBudgetCurrency();
  const format = (usd: number) => formatCost(usd, currency);
  const unpriced = query.data?.unpriced_fields ?? [];
  const toggleFeature = (feature: BudgetFeature) =>
    editBudget({
      features: budget.features.includes(feature)
        ? budget.features.filter((f) => f !== feature)
        : [...budget.features, feature],
    });

  return (
    <section className={styles.section} aria-labelledby="general-budget-heading">
      <h3 id="general-budget-heading" className={styles.heading}>
        Budget per country
      </h3>
      <p className={styles.note}>
        Average costs for one traveller, in {currency.name} ({currency.currency_sign}).
      </p>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Period</legend>
        <div className={styles.chips}>
          {PERIODS.map((period) => (
            <label key={period} className={styles.chip}>
              <input
                type="radio"
                name="budget-period"
                checked={budget.period === period}
                onChange={() => editBudget({ period })}
              />
              {BUDGET_PERIOD_LABELS[period]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Counted</legend>
        <div className={styles.checks}>
          <label>
            <input
              type="checkbox"
              checked={budget.accommodation === 'apartment'}
              onChange={(event) =>
                editBudget({ accommodation: event.target.checked ? 'apartment' : 'none' })
              }
            />
            Apartment
          </label>
          <label>
            <input
              type="checkbox"
              checked={budget.transport === 'public'}
              onChange={(event) =>
                editBudget({ transport: event.target.checked ? 'public' : 'none' })
              }
            />
            Public transport
          </label>
          {FEATURES.map((feature) => (
            <label key={feature}>
              <input
                type="checkbox"
                checked={budget.features.includes(feature)}
                onChange={() => toggleFeature(feature)}
              />
              {BUDGET_FEATURE_LABELS[feature]}
            </label>
          ))}
        </div>
      </fieldset>
      {unpriced.length > 0 && (
        <p className={styles.note}>
          No open data prices {unpriced.map((f) => f.replace(/_/g, ' ')).join(' or ')}: they add
          nothing to the totals.
        </p>
      )}
      <QueryStatus query={query} what="the budgets">
        {bounds && bounds[1] > bounds[0] && (
          <RangeSlider
            label={`Total per ${BUDGET_PERIOD_LABELS[budget.period].toLowerCase()}`}
            min={bounds[0]}
            max={bounds[1]}
            step={stepOf(bounds)}
            value={budget.range ?? bounds}
            onChange={(range) => editBudget({ range })}
            format={format}
          />
        )}
        {query.data && query.data.results.length === 0 ? (
          <p className={styles.status}>No country costs this much. Widen the range.</p>
        ) : (
          <ul className={styles.legendRow} aria-label="Marker colours">
            <li>
              <span className={styles.swatch} style={{ background: BUDGET_LEVEL_COLORS.low }} />
              Cheaper third
            </li>
            <li>
              <span className={styles.swatch} style={{ background: BUDGET_LEVEL_COLORS.middle }} />
              Middle
            </li>
            <li>
              <span className={styles.swatch} style={{ background: BUDGET_LEVEL_COLORS.high }} />
              Dearer third
            </li>
          </ul>
        )}
      </QueryStatus>
    </section>
  );
}

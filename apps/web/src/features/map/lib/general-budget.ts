import { BUDGET_PERIODS, type BudgetResponseSchema, DEFAULT_CURRENCY } from '@ai-map/contracts';
import type { z } from 'zod';

export type BudgetPeriod = (typeof BUDGET_PERIODS)[keyof typeof BUDGET_PERIODS];
export type BudgetFeature = 'food' | 'water' | 'attractions' | 'alcohol';
export type CountryCost = z.infer<typeof BudgetResponseSchema>['results'][number];

/** The budget marker's settings of §3; the range is null until the server has answered one. */
export interface BudgetSettings {
  period: BudgetPeriod;
  /** Apartment: counted at the cost model's accommodation price; none: left out. */
  accommodation: 'apartment' | 'none';
  transport: 'public' | 'none';
  features: BudgetFeature[];
  range: [number, number] | null;
}

/** §4: average, week, apartment, public transport, food, water, attractions and alcohol. */
export const defaultBudgetSettings = (): BudgetSettings => ({
  period: BUDGET_PERIODS.week,
  accommodation: 'apartment',
  transport: 'public',
  features: ['food', 'water', 'attractions', 'alcohol'],
  range: null,
});

export const BUDGET_FEATURE_LABELS: Record<BudgetFeature, string> = {
  food: 'Food',
  water: 'Water',
  attractions: 'Attractions',
  alcohol: 'Alcohol',
};

export const BUDGET_PERIOD_LABELS: Record<BudgetPeriod, string> = {
  1: 'Day',
  7: 'Week',
  30: 'Month',
};

/** The priced items of the settings, as budget_and_costs__fields. */
export function budgetFields(settings: BudgetSettings): string[] {
  return [
    ...(settings.accommodation === 'apartment' ? ['accommodation'] : []),
    ...(settings.transport === 'public' ? ['transport'] : []),
    ...settings.features,
  ];
}

/**
 * Changing a calculation type (period, accommodation, transport, features) marks the range as
 * changed: it is dropped, so the next answer's range replaces it (§4).
 */
export function patchBudget(settings: BudgetSettings, patch: Partial<BudgetSettings>) {
  const calculationChanged = (['period', 'accommodation', 'transport', 'features'] as const).some(
    (key) => key in patch && patch[key] !== settings[key],
  );
  return { ...settings, ...patch, ...(calculationChanged && { range: null }) };
}

/**
 * The body of geo/countries/map_costs_data/budget_and_costs/. An empty range asks the server
 * for the range of its results (§7); so does a range equal to the slider's bounds, which would
 * filter nothing out.
 */
export function budgetBody(settings: BudgetSettings, bounds: [number, number] | null) {
  const { range } = settings;
  const open =
    range === null || (bounds !== null && range[0] <= bounds[0] && range[1] >= bounds[1]);
  return {
    budget_and_costs__period: settings.period,
    budget_and_costs__fields: budgetFields(settings),
    budget_and_costs__range: open ? [] : range,
  };
}

export interface Currency {
  iso_code: string;
  currency_sign: string;
  name: string;
  /**
   * Units of this currency per US dollar, in hundredths: USD is 100 (§4/§9). The server prices
   * in USD and keeps no exchange rates, so only a currency with a known multiplier converts.
   */
  multiplier: number;
}

export const DEFAULT_BUDGET_CURRENCY: Currency = { ...DEFAULT_CURRENCY, multiplier: 100 };

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A USD amount in the currency: "$1,117". */
export function formatCost(usd: number, currency: Currency): string {
  return `${currency.currency_sign}${whole.format(Math.round((usd * currency.multiplier) / 100))}`;
}

export type BudgetLevel = 'low' | 'middle' | 'high';

/** Where a total sits in the bounds, by thirds: the marker's colour. */
export function budgetLevel(total: number, bounds: [number, number]): BudgetLevel {
  const [min, max] = bounds;
  if (max <= min) return 'middle';
  const share = (total - min) / (max - min);
  if (share < 1 / 3) return 'low';
  if (share < 2 / 3) return 'middle';
  return 'high';
}

export interface BudgetMarkerProperties {
  countryId: number;
  name: string;
  label: string;
  level: BudgetLevel;
}

export function budgetFeatures(
  results: CountryCost[],
  bounds: [number, number],
  currency: Currency,
): GeoJSON.FeatureCollection<GeoJSON.Point, BudgetMarkerProperties> {
  return {
    type: 'FeatureCollection',
    features: results.map((country) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: country.geo_points_json },
      properties: {
        countryId: country.country_id,
        name: country.country_name,
        label: formatCost(country.budget_and_costs_calculated.total, currency),
        level: budgetLevel(country.budget_and_costs_calculated.total, bounds),
      },
    })),
  };
}

import { describe, expect, it } from 'vitest';
import {
  budgetBody,
  budgetFeatures,
  budgetFields,
  budgetLevel,
  DEFAULT_BUDGET_CURRENCY,
  defaultBudgetSettings,
  formatCost,
  patchBudget,
  type CountryCost,
} from './general-budget';

describe('budget request', () => {
  it('asks by default for a week of apartment, public transport and the four features', () => {
    expect(budgetBody(defaultBudgetSettings(), null)).toEqual({
      budget_and_costs__period: 7,
      budget_and_costs__fields: [
        'accommodation',
        'transport',
        'food',
        'water',
        'attractions',
        'alcohol',
      ],
      budget_and_costs__range: [],
    });
  });

  it('leaves out accommodation and transport when not counted', () => {
    expect(
      budgetFields({
        ...defaultBudgetSettings(),
        accommodation: 'none',
        transport: 'none',
        features: ['food'],
      }),
    ).toEqual(['food']);
  });

  it('sends a narrowed range, and an empty one when it covers the bounds', () => {
    const settings = { ...defaultBudgetSettings(), range: [200, 900] as [number, number] };
    expect(budgetBody(settings, [100, 2000]).budget_and_costs__range).toEqual([200, 900]);
    const wide = { ...settings, range: [100, 2000] as [number, number] };
    expect(budgetBody(wide, [100, 2000]).budget_and_costs__range).toEqual([]);
  });

  it('drops the range when a calculation type changes, keeps it otherwise', () => {
    const settings = { ...defaultBudgetSettings(), range: [200, 900] as [number, number] };
    expect(patchBudget(settings, { period: 30 }).range).toBeNull();
    expect(patchBudget(settings, { features: ['food'] }).range).toBeNull();
    expect(patchBudget(settings, { transport: 'none' }).range).toBeNull();
    expect(patchBudget(settings, { period: 7 }).range).toEqual([200, 900]);
    expect(patchBudget(settings, { range: [300, 800] }).range).toEqual([300, 800]);
  });
});

describe('budget markers', () => {
  it('formats USD with the currency sign and multiplier', () => {
    expect(formatCost(1117, DEFAULT_BUDGET_CURRENCY)).toBe('$1,117');
    expect(
      formatCost(1000, { iso_code: 'XXX', currency_sign: '¤', name: 'Test', multiplier: 250 }),
    ).toBe('¤2,500');
  });

  it('sorts totals into thirds of the bounds', () => {
    expect(budgetLevel(100, [100, 400])).toBe('low');
    expect(budgetLevel(250, [100, 400])).toBe('middle');
    expect(budgetLevel(400, [100, 400])).toBe('high');
    expect(budgetLevel(5, [5, 5])).toBe('middle');
  });

  it('labels each country with its total', () => {
    const austria: CountryCost = {
      country_id: 12,
      country_name: 'Austria',
      country_slug: 'austria',
      geo_points_json: [13.3, 47.3],
      budget_and_costs_calculated: { currency: 'USD', period: 7, costs: {}, total: 1117 },
    };
    const [feature] = budgetFeatures([austria], [300, 1200], DEFAULT_BUDGET_CURRENCY).features;
    expect(feature!.properties).toEqual({
      countryId: 12,
      name: 'Austria',
      label: '$1,117',
      level: 'high',
    });
  });
});

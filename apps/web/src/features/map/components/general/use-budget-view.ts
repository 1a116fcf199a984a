import { useBudget, useCurrencies } from '../../api/budget-costs';
import { type Currency, DEFAULT_BUDGET_CURRENCY } from '../../lib/general-budget';
import { useGeneralStore } from '../../stores/general-store';

/**
 * The budget of the applied (map) or draft (sidebar) settings. The slider's bounds are the range
 * the server answers to an empty range (§7); that answer stays cached, so a narrowed range asks
 * only for its own results.
 */
export function useBudgetView(which: 'applied' | 'draft') {
  const settings = useGeneralStore((state) => state[which].budget);
  const open = useBudget({ ...settings, range: null }, null, true);
  const bounds = open.data?.budget_and_costs__range ?? null;
  const query = useBudget(settings, bounds, settings.range === null || bounds !== null);
  return { query, bounds };
}

/**
 * The currency costs show in: USD from currencies/ with the multiplier 100 (§4). The catalogue
 * keeps no exchange rates, so no other currency can be offered.
 */
export function useBudgetCurrency(): Currency {
  const { data } = useCurrencies(true);
  const usd = data?.find((currency) => currency.iso_code === DEFAULT_BUDGET_CURRENCY.iso_code);
  return usd ? { ...usd, multiplier: DEFAULT_BUDGET_CURRENCY.multiplier } : DEFAULT_BUDGET_CURRENCY;
}

import table from './ecb-reference-rates.json';

/**
 * Budgets typed in another currency are compared in US dollars (the planner's cost data) at the
 * European Central Bank's euro reference rates of one day (ecb-reference-rates.json: the 30
 * currencies the ECB publishes, as published for 28 June 2024). A fixed, dated table rather than
 * a live feed: the server makes no outside call for it, and the reply names the date, so a
 * traveller can judge how far today's rate may differ. NOTICE.md credits the ECB.
 */
export interface Conversion {
  usd: number;
  /** Units of the currency per US dollar on the table's date. */
  perUsd: number;
  date: string;
  source: string;
}

export const RATES_DATE = table.date;
export const RATES_SOURCE = 'ECB reference rate';

const perEuro: Record<string, number> = { EUR: 1, ...table.rates };

/** The amount in US dollars, or null for a currency the table does not have. */
export function toUsd(amount: number, currency: string): Conversion | null {
  const code = currency.toUpperCase();
  const rate = perEuro[code];
  const usd = perEuro.USD;
  if (rate === undefined || usd === undefined) return null;
  return { usd: (amount / rate) * usd, perUsd: rate / usd, date: table.date, source: RATES_SOURCE };
}

/** Whether a currency can be converted (the ECB's 30 and the euro). */
export const convertible = (currency: string) => perEuro[currency.toUpperCase()] !== undefined;

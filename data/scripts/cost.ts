import { US_REFERENCE_WEEK } from '@ai-map/contracts';

export { US_REFERENCE_DAY, US_REFERENCE_WEEK } from '@ai-map/contracts';

/**
 * A week in a country = the US reference week × the World Bank price level (PPP conversion
 * factor / exchange rate, USA = 1), rounded to whole dollars. No price level → null: the product
 * says "unknown" rather than guessing.
 */
export function costForWeek(priceLevel: number | null): number | null {
  if (priceLevel === null || !Number.isFinite(priceLevel) || priceLevel <= 0) return null;
  return Math.round(US_REFERENCE_WEEK * priceLevel);
}

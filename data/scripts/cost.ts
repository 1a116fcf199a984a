import { US_REFERENCE_DAY, US_REFERENCE_WEEK } from '@ai-map/contracts';

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

/** A place's per diem (lodging, meals and incidentals), USD a day. */
export interface Rate {
  lodging: number;
  meals: number;
}

const DAY =
  US_REFERENCE_DAY.lodging +
  US_REFERENCE_DAY.food +
  US_REFERENCE_DAY.localTransport +
  US_REFERENCE_DAY.sights;

/**
 * How much dearer a week in a place is than in the rest of its country: each item of the
 * reference day scales with the matching per diem ratio (lodging with lodging, food with meals and
 * incidentals); local transport and sights keep the country's level. Venice against the rest of
 * Italy: 0.53 × 401/280 + 0.29 × 223/135 + 0.17 = 1.42.
 */
export function placeCostFactor(place: Rate, rest: Rate): number {
  return (
    (US_REFERENCE_DAY.lodging / DAY) * (place.lodging / rest.lodging) +
    (US_REFERENCE_DAY.food / DAY) * (place.meals / rest.meals) +
    ((US_REFERENCE_DAY.localTransport + US_REFERENCE_DAY.sights) / DAY) * 1
  );
}

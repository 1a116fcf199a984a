/**
 * Reference day of a mid-range traveller in the USA, USD (docs/data.md: cost model). Lodging
 * and meals follow the US federal (GSA) standard CONUS per-diem rates for FY2024 ($107 lodging,
 * $59 meals and incidentals); local transport and sights are our own round allowances, since no
 * open source prices them. The data build scales the week by each country's price level; the
 * API splits a week back into these items.
 */
export const US_REFERENCE_DAY = {
  lodging: 107,
  food: 59,
  localTransport: 15,
  sights: 20,
} as const;

export const US_REFERENCE_WEEK =
  7 * Object.values(US_REFERENCE_DAY).reduce((sum, value) => sum + value, 0);

/** Splits a weekly cost into the reference items, in proportion, in whole dollars. */
export function splitWeeklyCost(total: number) {
  const day =
    US_REFERENCE_DAY.lodging +
    US_REFERENCE_DAY.food +
    US_REFERENCE_DAY.localTransport +
    US_REFERENCE_DAY.sights;
  const accommodation = Math.round((total * US_REFERENCE_DAY.lodging) / day);
  const food = Math.round((total * US_REFERENCE_DAY.food) / day);
  const transport = Math.round((total * US_REFERENCE_DAY.localTransport) / day);
  return {
    accommodation,
    food,
    transport,
    attractions: total - accommodation - food - transport,
    total,
  };
}

import { US_REFERENCE_DAY, US_REFERENCE_WEEK, type TransportType } from '@ai-map/contracts';

/**
 * What moving between stops costs one traveller, USD (docs/itinerary.md: budget): a fare or
 * fixed cost per leg plus a rate per km. Our own round figures in the spirit of the catalogue's
 * cost model: shared car (fuel, rental share, parking), city bus, long-distance train, foot
 * passenger on a ferry, economy flight.
 */
export const TRANSPORT_COSTS: Record<TransportType, { perLeg: number; perKm: number }> = {
  walk: { perLeg: 0, perKm: 0 },
  car: { perLeg: 3, perKm: 0.25 },
  bus: { perLeg: 2, perKm: 0.1 },
  railroads: { perLeg: 5, perKm: 0.12 },
  ferries: { perLeg: 10, perKm: 0.2 },
  airlines: { perLeg: 60, perKm: 0.08 },
};

export interface BudgetInput {
  /** Trip length in days. */
  days: number;
  /**
   * The cities stayed in: one entry per stop, with its city's cost of a week (catalogue
   * `cost_for_week`, null when unknown) and its day (1..days).
   */
  cities: readonly { costForWeek: number | null; day: number }[];
  /** Every leg travelled, with its transport and length. */
  legs: readonly { transport: TransportType; distanceKm: number }[];
}

export interface BudgetEstimate {
  accommodation: number;
  food: number;
  transport: number;
  attractions: number;
  total: number;
}

const REFERENCE_DAY =
  US_REFERENCE_DAY.lodging +
  US_REFERENCE_DAY.food +
  US_REFERENCE_DAY.localTransport +
  US_REFERENCE_DAY.sights;

/**
 * The trip's cost for one traveller in whole USD. Each day costs a seventh of its city's week
 * (the mean over the day's stops; a day without known cities takes the nearest earlier day's,
 * else the next known one, else the US reference week), split into lodging, food and sights in
 * the cost model's proportions. The model's flat local-transport allowance is left out: the
 * legs price the actual moves instead.
 */
export function estimateBudget(input: BudgetInput): BudgetEstimate {
  const days = Math.max(0, Math.floor(input.days));
  const perDay: (number | null)[] = Array.from({ length: days }, (_, d) => {
    const known = input.cities
      .filter((c) => c.day === d + 1 && c.costForWeek !== null && c.costForWeek > 0)
      .map((c) => c.costForWeek!);
    return known.length ? known.reduce((a, b) => a + b, 0) / known.length : null;
  });
  const firstKnown = perDay.find((cost) => cost !== null) ?? US_REFERENCE_WEEK;
  let carried = firstKnown;
  const weekOfDay = perDay.map((cost) => (carried = cost ?? carried));
  const dayCost = weekOfDay.reduce((sum, week) => sum + week / 7, 0);
  const share = (item: number) => Math.round((dayCost * item) / REFERENCE_DAY);
  const accommodation = share(US_REFERENCE_DAY.lodging);
  const food = share(US_REFERENCE_DAY.food);
  const attractions = share(US_REFERENCE_DAY.sights);
  const transport = Math.round(
    input.legs.reduce((sum, leg) => {
      if (leg.distanceKm <= 0) return sum;
      const cost = TRANSPORT_COSTS[leg.transport];
      return sum + cost.perLeg + cost.perKm * leg.distanceKm;
    }, 0),
  );
  return {
    accommodation,
    food,
    transport,
    attractions,
    total: accommodation + food + transport + attractions,
  };
}

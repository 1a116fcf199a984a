import type { ChangeStopBody, PlannerPlace, Trip, TripDay } from '@ai-map/contracts';

/** A day's stops in travel order, whatever countries and cities they are grouped under. */
export function stopsOfDay(day: TripDay): PlannerPlace[] {
  return day.countries_to_visit
    .flatMap((country) => country.places_to_visit.flatMap((city) => city.places_to_visit))
    .sort((a, b) => a.number_in_trip - b.number_in_trip);
}

/** Every stop of the trip in travel order (numbers 1..n). */
export function stopsOfTrip(trip: Trip): PlannerPlace[] {
  return trip.days_of_trip.flatMap(stopsOfDay);
}

/** Where a dragged stop is dropped: before the `index`-th stop of `day` (its length = the end). */
export interface DropTarget {
  day: number;
  index: number;
}

/**
 * The stop change that puts `stop` at `target`, or null when it would not move. `index` counts
 * the day's stops without the dragged one. The server numbers stops 1..n over the whole trip:
 * dropping at a day's end sends only that day (the server appends there); dropping before a
 * stop sends the number that stop will have once the dragged one has left its old place.
 */
export function moveBody(
  trip: Trip,
  stop: PlannerPlace,
  target: DropTarget,
): ChangeStopBody | null {
  const day = trip.days_of_trip.find((candidate) => candidate.day_of_trip === target.day);
  if (!day) return null;
  const others = stopsOfDay(day).filter(
    (other) => other.place_to_visit_id !== stop.place_to_visit_id,
  );
  const index = Math.max(0, Math.min(target.index, others.length));
  const identity = { place_id: stop.place_id, place_type: stop.point_type };
  const before = others[index];
  if (!before) {
    const last = others[others.length - 1];
    const alreadyLast =
      stop.day_of_trip === target.day && (!last || last.number_in_trip < stop.number_in_trip);
    return alreadyLast ? null : { day_of_trip: target.day, ...identity };
  }
  const number =
    stop.number_in_trip < before.number_in_trip ? before.number_in_trip - 1 : before.number_in_trip;
  if (number === stop.number_in_trip && stop.day_of_trip === target.day) return null;
  return { number_in_trip: number, day_of_trip: target.day, ...identity };
}

/**
 * A number typed in editor mode (spec 000 §5): a whole number from 1 to the count of stops,
 * anything else is ignored (null).
 */
export function parseStopNumber(value: string, stopCount: number): number | null {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return null;
  const number = Number(text);
  return number >= 1 && number <= stopCount ? number : null;
}

/** What giving `stop` the trip-wide `number` does: the day it lands on, and a day it empties. */
export interface RenumberOutcome {
  day: number;
  /** The stop's own day when it is that day's only stop and the number moves it away. */
  emptiedDay: number | null;
}

/**
 * Numbers run over the whole trip, so a number taken from another day moves the stop to that
 * day (the day of the stop now holding the number). The planner warns before that happens.
 */
export function renumberOutcome(trip: Trip, stop: PlannerPlace, number: number): RenumberOutcome {
  const holder = stopsOfTrip(trip).find((other) => other.number_in_trip === number);
  const day = holder?.day_of_trip ?? stop.day_of_trip;
  const ownDay = trip.days_of_trip.find((d) => d.day_of_trip === stop.day_of_trip);
  const alone = ownDay ? stopsOfDay(ownDay).length === 1 : false;
  return { day, emptiedDay: day !== stop.day_of_trip && alone ? stop.day_of_trip : null };
}

/** The question asked before a typed number moves a stop to another day, or null when it stays. */
export function renumberWarning(stop: PlannerPlace, outcome: RenumberOutcome): string | null {
  if (outcome.day === stop.day_of_trip) return null;
  const emptied =
    outcome.emptiedDay === null ? '' : ` Day ${outcome.emptiedDay} will have no places left.`;
  return `This number belongs to Day ${outcome.day}: ${stop.name} moves to Day ${outcome.day}.${emptied}`;
}

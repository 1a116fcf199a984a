import { plannerMessages } from '@ai-map/contracts';
import { fieldError } from '../../lib/http-error';

/**
 * The rules of a trip's order (spec 000 §5 "Stop renumbering"): stops are numbered 1..n over
 * the whole trip in travel order, so the days never go backwards along the numbers. Pure
 * functions over ids and days; the service applies the result under the trip's lock.
 */
export interface OrderedStop {
  id: number;
  day: number;
}

/** Numbers 1..n in list order. */
export function numbered(stops: readonly OrderedStop[]) {
  return stops.map((s, i) => ({ id: s.id, day: s.day, number: i + 1 }));
}

/** Where a stop appended to `day` goes: after every stop of that day and the days before. */
export function appendIndex(stops: readonly OrderedStop[], day: number): number {
  let index = 0;
  stops.forEach((s, i) => {
    if (s.day <= day) index = i + 1;
  });
  return index;
}

export function checkDay(day: number, durationDays: number): void {
  if (!Number.isInteger(day) || day < 1 || day > durationDays) {
    throw fieldError({ day_of_trip: [plannerMessages.dayOutsideTrip(durationDays)] });
  }
}

/**
 * Moves one stop. Only a day: to the end of that day. A number k (1..n): to the k-th place of
 * the trip, keeping its day when that fits between its new neighbours, else taking the nearest
 * day that does. Both: to the k-th place on that day, refused when the day does not fit there.
 */
export function moveStop(
  stops: readonly OrderedStop[],
  stopId: number,
  to: { number?: number; day?: number },
  durationDays: number,
): OrderedStop[] {
  const index = stops.findIndex((s) => s.id === stopId);
  if (index < 0) throw new Error(`stop ${stopId} is not in the list`);
  const moving = stops[index]!;
  if (to.day !== undefined) checkDay(to.day, durationDays);
  if (to.number !== undefined && (to.number < 1 || to.number > stops.length)) {
    throw fieldError({ number_in_trip: [plannerMessages.numberOutsideTrip(stops.length)] });
  }
  const rest = stops.filter((s) => s.id !== stopId);
  if (to.number === undefined) {
    const day = to.day ?? moving.day;
    const at = appendIndex(rest, day);
    return [...rest.slice(0, at), { id: stopId, day }, ...rest.slice(at)];
  }
  const at = to.number - 1;
  const low = rest[at - 1]?.day ?? 1;
  const high = rest[at]?.day ?? durationDays;
  let day: number;
  if (to.day === undefined) {
    day = Math.min(Math.max(moving.day, low), high);
  } else if (to.day < low || to.day > high) {
    throw fieldError({
      number_in_trip: [
        `Stop ${to.number} cannot be on day ${to.day}: the stops around it are on days ${low} to ${high}.`,
      ],
    });
  } else {
    day = to.day;
  }
  return [...rest.slice(0, at), { id: stopId, day }, ...rest.slice(at)];
}

/**
 * The stops whose leg must be drawn again: those whose next stop changed (a new stop has no
 * old next). `'start'` when the first stop changed, so the leg from the start point is redrawn.
 */
export function changedLegs(
  before: readonly number[],
  after: readonly number[],
): { stopIds: number[]; start: boolean } {
  const nextBefore = new Map<number, number | null>();
  before.forEach((id, i) => nextBefore.set(id, before[i + 1] ?? null));
  const stopIds = after.filter((id, i) => {
    const next = after[i + 1] ?? null;
    return !nextBefore.has(id) || nextBefore.get(id) !== next;
  });
  return { stopIds, start: before[0] !== after[0] };
}

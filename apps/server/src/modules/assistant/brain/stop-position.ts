import type { TripStop, TripSummary } from './intents';
import type { Scanner } from './slots';

/** A stop named by its place in the trip, and the stop found there (null: no such stop). */
export interface StopReference {
  day: number | null;
  position: number | null;
  number: number | null;
  phrase: string | null;
  stop: TripStop | null;
}

const ORD = '(\\d+th|last|\\d+)';
const ordinal = (word: string, count: number) =>
  word === 'last' ? count : Number(word.replace(/th$/, ''));

/**
 * A stop named by its place in the trip ("the first stop of day 2", "the last stop",
 * "stop 3", "the 4th place") — positional words are taken out of the scanner.
 */
export function takeStopByPosition(s: Scanner, trip: TripSummary): StopReference | null {
  const stopsOfDay = (day: number) =>
    trip.stops.filter((x) => x.day === day).sort((a, b) => a.position - b.position);
  const inDay = (day: number, pos: string) => {
    const list = stopsOfDay(day);
    const position = ordinal(pos, list.length);
    return {
      day,
      position: pos === 'last' ? -1 : position,
      number: null,
      phrase: null,
      stop: list[position - 1] ?? null,
    };
  };
  let m = s.take(
    new RegExp(
      `\\b(?:the )?${ORD} (?:stop|place|visit|thing|one|attraction|spot)s? (?:of|on|in|from) (?:the )?(?:day ${ORD}|${ORD} day)\\b`,
    ),
  );
  if (m) {
    const day = ordinal((m[2] ?? m[3])!, trip.days);
    return inDay(day, m[1]!);
  }
  m = s.take(
    new RegExp(`\\b(?:on |in )?(?:day ${ORD}|the ${ORD} day)(?: ?'?s)? ${ORD} (?:stop|place)\\b`),
  );
  if (m) return inDay(ordinal((m[1] ?? m[2])!, trip.days), m[3]!);
  m = s.take(/\bstop (?:number |no |#)?(\d+) (?:of|on|in) day (\d+)\b/);
  if (m) return inDay(Number(m[2]), m[1]!);
  const all = [...trip.stops].sort((a, b) => a.numberInTrip - b.numberInTrip);
  m = s.take(
    new RegExp(
      `\\b(?:stop|place|number|point) (?:number |no |#)?(\\d+)\\b|\\b(?:the )?${ORD} (?:stop|place)\\b`,
    ),
  );
  if (m) {
    const number = m[1] ? Number(m[1]) : ordinal(m[2]!, all.length);
    return {
      day: null,
      position: null,
      number,
      phrase: null,
      stop: all.find((x) => x.numberInTrip === number) ?? null,
    };
  }
  return null;
}

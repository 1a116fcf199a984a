import { haversineKm } from '@ai-map/contracts';
import type { Intent, TripStop, UnderstandContext } from './intents';
import { DAY, dayNumber } from './day-words';
import { placeNameScore } from './name-matching';
import type { Clause } from './trip-edits';

/**
 * "Can we do the Vatican on day 1 instead?", "see Montmartre on the last day": a part of the
 * trip given another day, with no word like "move" (trip-edits.ts reads those). A stop named
 * alone moves; a place several stops share (the Vatican's museums and basilica) brings its day
 * along, swapped with the day asked. Before, the sentence was read as a new trip to Vatican City.
 */
const DO_ON_DAY = new RegExp(
  `\\b(?:do|see|visit|have|go to|save|keep|fit)\\b (?:the )?(.+?) (?:on|for) ${DAY}\\b`,
);

/** How close a trip's stops must lie to a named place for their day to be its day, km. */
const OWN_DAY_KM = 1.5;

/** The day holding most of the stops, the earliest among equals. */
function busiestDay(stops: readonly TripStop[]): number {
  const counts = new Map<number, number>();
  for (const s of stops) counts.set(s.day, (counts.get(s.day) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
}

export async function dayForThing(c: Clause, ctx: UnderstandContext): Promise<Intent | null> {
  const trip = ctx.trip;
  const m = DO_ON_DAY.exec(c.text);
  if (!trip || !m) return null;
  const phrase = m[1]!.trim();
  const toDay = dayNumber((m[2] ?? m[3])!, trip);
  if (toDay < 1 || toDay > trip.days || !/[a-z]{3}/.test(phrase)) return null;
  // "The Vatican": the stops around a place the catalogue knows as a destination, by its point;
  // they share a day, which moves along (its basilica and museums are not named "Vatican").
  const [where] = await ctx.gazetteer.findDestinations(phrase);
  const around =
    where && where.score >= 0.9
      ? trip.stops.filter(
          (s) =>
            s.lat !== undefined &&
            s.lng !== undefined &&
            haversineKm({ lat: s.lat, lng: s.lng }, where) <= OWN_DAY_KM,
        )
      : [];
  const named = trip.stops.filter((s) => placeNameScore(phrase, s.name) > 0.69);
  // The stops the planner put in a city of that name ("the vatican": Vatican City's day).
  const inCity = trip.stops.filter((s) => !!s.city && placeNameScore(phrase, s.city) > 0.69);
  if (inCity.length >= 2) {
    const fromDay = busiestDay(inCity);
    return fromDay === toDay ? null : { type: 'swap_days', a: fromDay, b: toDay };
  }
  if (around.length < 2 && named.length === 1) {
    const stop = named[0]!;
    const target = { day: null, position: null, number: null, phrase, stop };
    return { type: 'move_stop', target, toDay, position: null };
  }
  const stops = around.length ? around : named;
  if (!stops.length) return null;
  const fromDay = busiestDay(stops);
  return fromDay === toDay ? null : { type: 'swap_days', a: fromDay, b: toDay };
}

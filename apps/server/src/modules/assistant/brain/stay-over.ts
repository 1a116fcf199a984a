import { haversineKm } from '@ai-map/contracts';
import type { Intent, TripStop, TripSummary, UnderstandContext } from './intents';
import { foldName } from './gazetteer';
import { mainTownStops, stopByName, tripCentre } from './names';
import type { Clause } from './trip-edits';

/**
 * A night at a far stop instead of a day trip there and back: "make ha long an overnight cruise
 * rather than a day trip" (trav-116 got "Where would you like to go?"), "too long? what if we
 * stay one night nearby instead" (trav-127 got an empty second day). The step (builtin/
 * stay-over-step.ts) gives the stop an evening and a morning.
 */

const OVERNIGHT =
  /\b(?:(?:overnight|over night)(?! (?:trains?|bus(?:es)?|coach(?:es)?|ferry|ferries|flights?|sleepers?))|(?:stay|spend|sleep|sleeping|staying|spending) (?:a|one|the|1) nights?|(?:stay|sleep|staying|sleeping) (?:there|over)|a night (?:there|nearby|near (?:it|there))|night nearby)\b/;
/** An edit asked, not a question about overnights ("is an overnight cruise worth it?"). */
const ASKED =
  /\b(?:make|turn|change|switch|stay|spend|sleep|rather|instead|what if|how about|can we|could we|let'?s|we'?d like|we want|i want|prefer)\b/;
/** "Make ha long an overnight …": the place before the overnight. */
const MADE =
  /\b(?:make|turn|change|switch) (?:the )?(.+?) (?:into |to )?(?:an? )?(?:overnight|over night)\b/;
/** "A night in Hạ Long", "stay one night at the mont": the place after it. */
const AT =
  /\bnights? (?:in|at|near|on|by) (?:the )?([a-z][a-z' -]*?)(?=\s+(?:instead|rather|please|and|so|then)\b|[,.;!?]|$)/;
const VAGUE = /^(?:it|there|here|nearby|near it|near there|close by)$/;

/** A stop this far from the trip's main town needs a night to be more than a long day out, km. */
const FAR_KM = 40;

/** The trip's stop farthest from its main town, when it is far enough to need a night. */
function farthestStop(trip: TripSummary): TripStop | null {
  const from = tripCentre(trip, mainTownStops(trip)) ?? tripCentre(trip);
  if (!from) return null;
  const km = (stop: TripStop) =>
    stop.lat === undefined ? 0 : haversineKm(from, { lat: stop.lat, lng: stop.lng! });
  const far = [...trip.stops].sort((a, b) => km(b) - km(a))[0];
  return far && km(far) >= FAR_KM ? far : null;
}

export function stayOver(c: Clause, ctx: UnderstandContext): Intent | null {
  if (!ctx.trip || !OVERNIGHT.test(c.text) || !ASKED.test(c.text)) return null;
  const named = (MADE.exec(c.text) ?? AT.exec(c.text))?.[1]?.trim() ?? null;
  const phrase = named && !VAGUE.test(named) ? named : null;
  const byCity = (p: string) =>
    ctx.trip!.stops.find((stop) => stop.city && foldName(stop.city).includes(foldName(p))) ?? null;
  // A one-day trip to a sight ("1 day in Le Mont-Saint-Michel", far-day-trip.ts) is the day out
  // itself: the night is at that sight.
  const title = ctx.trip.title ?? '';
  const dayOut =
    ctx.trip.days === 1
      ? (ctx.trip.stops.find((s) => title.endsWith(` in ${s.name}`)) ?? null)
      : null;
  const stop = phrase
    ? (stopByName(ctx.trip, phrase) ?? byCity(phrase))
    : (farthestStop(ctx.trip) ?? dayOut);
  return { type: 'stay_over', phrase, stop, cruise: /\bcruise\b/.test(c.text) };
}

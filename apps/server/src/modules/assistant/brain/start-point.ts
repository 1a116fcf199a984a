import { haversineKm, type LatLng } from '@ai-map/contracts';
import type { Intent, UnderstandContext } from './intents';
import { resolvePlaceOrCity, tripCentre } from './names';
import type { Clause } from './trip-edits';

/**
 * Where each day starts: "start each day from our hotel by santa maria novella station", "we're
 * staying near kings cross, make every day start from there". Read before, the first became a
 * plan for "Santa Maria" and the second "I couldn't read that" (trav-105, 018). The place becomes
 * the trip's start point and each day begins with the stop nearest to it (start-point-step.ts).
 */
const STAY = '(?:hotel|hostel|airbnb|apartment|flat|accommodation|place|b&b|guesthouse|lodge)';
const NEAR = '(?:by|near|at|in|next to|close to|beside|opposite|around)';
const START_FROM = new RegExp(
  `\\b(?:start|begin|leave|set off|head out)(?:s|ing)? (?:each|every|all|the|our)? ?(?:days?|mornings?)? ?(?:from|at) (?:our |the |my )?(?:${STAY}(?: ${NEAR})? )?(?!there\\b|here\\b)(.+)`,
);
const STAYING = new RegExp(
  `\\b(?:staying|stay|based|our ${STAY} is|hotel is) ${NEAR} (?:the )?(.+?)(?:,| so | and |$)`,
);
const FROM_THERE =
  /\b(?:start|begin|leave|set off)(?:s|ing)? (?:each |every |all |the )?(?:days? |mornings? )?(?:from )?there\b|\bstart (?:each|every) day there\b/;

/** How far from the trip's middle a start point may be (the hotel of a city or region trip), km. */
const START_KM = 60;

export async function startFrom(c: Clause, ctx: UnderstandContext): Promise<Intent | null> {
  const trip = ctx.trip;
  if (!trip) return null;
  const direct = START_FROM.exec(c.text)?.[1];
  const staying = FROM_THERE.test(c.text) ? STAYING.exec(c.text)?.[1] : undefined;
  const phrase = (direct ?? staying)
    ?.replace(/\s+(?:please|pls|thanks|instead|each day|every day|every morning)\b.*$/, '')
    .replace(/[?.!,;]+$/, '')
    .trim();
  if (!phrase || phrase.length < 3) return null;
  const centre = tripCentre(trip);
  // "santa maria novella station": the station is often not a sight of ours, its name is.
  for (const candidate of [phrase, phrase.replace(/\s+(?:station|train station|stn)$/, '')]) {
    const { place, destination } = await resolvePlaceOrCity(candidate, ctx.gazetteer, centre);
    const point: (LatLng & { name: string }) | null = place ?? destination;
    if (point && (!centre || haversineKm(centre, point) <= START_KM)) {
      return {
        type: 'start_from',
        phrase,
        point: { lat: point.lat, lng: point.lng, name: point.name },
      };
    }
  }
  return { type: 'start_from', phrase, point: null };
}

import { haversineKm, type LatLng } from '@ai-map/contracts';
import { isEnglishWord } from './english-words';
import { findActivities } from './interests';
import type { Intent, IntentOf, TripStop, TripSummary, UnderstandContext } from './intents';
import { placeNameScore } from './name-matching';
import { resolvePlaceOrCity, tripCentre } from './names';
import { DAY, dayNumber } from './day-words';
import { kindIn, type Clause } from './trip-edits';

/**
 * Questions about the chat's own trip, read off it rather than planned again: "what's on day 2
 * now?", "which day has Prague Castle?", "did you keep Fushimi Inari?", "is there a market in
 * it?". Before the edits (understand.ts): "did you drop the Louvre?" asks, it does not remove.
 */

/** "What's on day 2", "what is planned for the last day", "what do we do on day 3". */
const DAY_ASKED = new RegExp(
  `\\bwhat(?:'s| is| are| do we (?:do|see|have)| have we got)?(?: \\w+)? (?:on|for|in) ${DAY}`,
);

/** Each pattern's first group is the thing asked about. */
const WHERE_ASKED: RegExp[] = [
  /\bhow many (.+?) (?:did you|have you|are|is|do we|does it|in)\b/,
  /\b(?:which|what) days? (?:is|are|has|have|does|do|will|was|were)(?: we)?(?: (?:see|visit|do|go to|have|at|in))?(?: it| there)? (.+)/,
  /\bwhen (?:do|will|are|shall) we (?:see|visit|go to|do|be at|be in|seeing|visiting|going to|doing) (.+)/,
  /\bdid (?:you|we|it) (?:keep|include|put in|put|add|leave in|leave|get|drop|skip|lose|remove|cut|forget) (.+)/,
  /\bdoes (?:day \d+|it|the (?:trip|plan|itinerary)) (?:have|include|still have) (.+)/,
  /\b(?:is|are) (.+?) (?:still )?(?:in there|in it|in (?:the|your|my|our) (?:trip|plan|itinerary|list)|included|on (?:the|your|my|our) (?:list|plan|itinerary))\b/,
  /\b(?:is|are) (.+?) on (?:which|what) day\b/,
  /^(.+?) (?:is )?on (?:which|what) day\b/,
  new RegExp(`\\b(?:is|are) (.+?) (?:still )?on ${DAY}`),
];

const LEADING =
  /^(?:the|a|an|any|some|no|our|my|still|there(?: is| are)?(?: a| an| any| some| no)?|it)\s+/;
const TRAILING =
  /\s+(?:now|there|again|in it|in there|please|at all|then|though|still|right|on it|or not|too|twice|in total|total|actually|really|even|definitely|already|also|as well)$/;
/** "The concert and which has the Sachertorte": two things asked about. */
const SEVERAL =
  /\s(?:and|or) (?:which|what)(?: days?)? (?:has|is|have|are)\s|\s(?:and|or) (?=the )/;
/** Where the thing asked about ends: a second question, a day, the end. */
const PHRASE_END =
  /\s(?:,|\?|!)|\s(?:or|and) (?:was|is) it\b|\s(?:or|and) which day\b|\s+on day\b|\s(?:in the (?:evening|morning|afternoon)|at night|by day)\b/;

function phrasesOf(text: string): string[] {
  for (const pattern of WHERE_ASKED) {
    const m = pattern.exec(text);
    if (!m) continue;
    let rest = m[1]!;
    const end = rest.search(PHRASE_END);
    if (end >= 0) rest = rest.slice(0, end);
    return rest
      .split(SEVERAL)
      .map((part) => {
        let phrase = part.trim();
        for (let k = 0; k < 3; k++) phrase = phrase.replace(LEADING, '').replace(TRAILING, '');
        return phrase.trim();
      })
      .filter((phrase) => /[a-z]{3}/.test(phrase));
  }
  return [];
}

const stopsNamed = (trip: TripSummary, phrase: string): TripStop[] =>
  trip.stops.filter((stop) => placeNameScore(phrase, stop.name) > 0.69);

/** How far from the trip's stops a catalogue place may be to be offered for it, km. */
const NEAR_TRIP_KM = 150;

/** The catalogue's place of that name near the trip (a namesake abroad is not meant). */
async function placeNearTrip(phrase: string, trip: TripSummary, ctx: UnderstandContext) {
  const { place } = await resolvePlaceOrCity(phrase, ctx.gazetteer, tripCentre(trip));
  if (!place) return null;
  const near = trip.stops.some(
    (s) =>
      s.lat !== undefined && s.lng !== undefined && haversineKm(s as LatLng, place) <= NEAR_TRIP_KM,
  );
  return near ? place : null;
}

export async function tripLookup(c: Clause, ctx: UnderstandContext): Promise<Intent | null> {
  const trip = ctx.trip;
  if (!trip) return null;
  const dayMatch = DAY_ASKED.exec(c.text);
  const phrases = phrasesOf(c.text);
  if (!dayMatch && !phrases.length) return null;
  const asked: IntentOf<'trip_lookup'>['asked'] = [];
  for (const phrase of phrases) {
    // "How many museums": the kind, whose stops the step finds by category and name, not the
    // one stop "Vatican Museums" whose name fits the word best.
    const kind = kindIn(phrase);
    const category = kind?.only ? kind.interest : null;
    // "Is the flamenco show in your plan?": an activity no kind of place serves is answered as
    // one (the trip cannot hold it), not dropped as ordinary words.
    const [activity] = findActivities(phrase);
    if (activity && !category) {
      asked.push({ phrase, stops: [], category: null, place: null, activity: activity.activity });
      continue;
    }
    const stops = category ? [] : stopsNamed(trip, phrase);
    // "Did you put in total?": an ordinary word is no place, unless a stop is named by it.
    if (!stops.length && !category && phrase.split(' ').every((w) => isEnglishWord(w))) continue;
    const place = stops.length || category ? null : await placeNearTrip(phrase, trip, ctx);
    asked.push({ phrase, stops, category, place });
  }
  const day = dayMatch ? dayNumber((dayMatch[1] ?? dayMatch[2])!, trip) : null;
  if (!asked.length && day === null) return null;
  return { type: 'trip_lookup', day: asked.length ? null : day, asked };
}

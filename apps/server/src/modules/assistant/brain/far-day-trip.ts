import { haversineKm } from '@ai-map/contracts';
import type { Gazetteer } from './gazetteer';
import type { Destination, PlanTrip, UnderstandContext } from './intents';
import { dayTripStops, sightsNamedNear, type NamedSight } from './named-sights';

/**
 * "Mont saint michel as a day trip from paris, no car" (trav-127): the sight is the trip, and
 * it lies beyond the 150 km within which a named sight joins a plan of the base. Before, the
 * Mont was dropped without a word and the day was Paris; now the day is at the sight and the
 * reply says how far it is from the base (brain/plan-reply.ts).
 */

/** A day trip's goal farther than this from its base is a long day, km. */
const NEAR_KM = 150;
/** Farther than this, no day trip at all (the day-trip edit's limit is 200 km by road). */
const FAR_KM = 450;
/**
 * Only a well-known sight (rated 7 or more) whose whole name fits: "mont saint michel" is Le
 * Mont-Saint-Michel (8.5), not the Alsatian hill of that name (4.6) 370 km from Paris too.
 */
const FAMOUS_RATING = 7;
const WHOLE_NAME = 0.95;

const DAY_TRIP_FROM = /\bday[- ]trip (?:from|out of)\b/i;
/** "Mont saint michel as a day trip from paris", "a day trip to giverny from paris". */
const ASKED_AS =
  /^(?:(?:we|i) (?:want|would like|'d like) (?:to (?:do|see) )?)?(.+?)\s+(?:as|for) (?:a |one )?day[- ]trip (?:from|out of)\b/i;
const ASKED_TO = /\bday[- ]trip (?:to|out to) (.+?) from\b/i;

export interface FarDayTrip {
  destination: Destination;
  sight: NamedSight;
  from: { name: string; km: number };
}

export async function farDayTrip(
  message: string,
  destinations: readonly Destination[],
  gazetteer: Gazetteer,
): Promise<FarDayTrip | null> {
  const [base] = destinations;
  if (destinations.length !== 1 || base!.kind !== 'city' || !DAY_TRIP_FROM.test(message))
    return null;
  const phrase = (ASKED_AS.exec(message) ?? ASKED_TO.exec(message))?.[1]?.trim();
  if (!phrase) return null;
  const named = (await gazetteer.findPlaces(phrase, base))
    .filter(
      (s) =>
        s.kind === 'attraction' &&
        s.score >= WHOLE_NAME &&
        s.rating >= FAMOUS_RATING &&
        // Planned from the town it is filed under (its point and name stand for the day).
        s.cityId !== null,
    )
    .map((s) => ({ sight: s, km: haversineKm(base!, s) }))
    .filter(({ km }) => km > NEAR_KM && km <= FAR_KM)
    .sort((a, b) => b.sight.score - a.sight.score || b.sight.rating - a.sight.rating)[0];
  if (!named) return null;
  const { sight, km } = named;
  return {
    // The day is planned around the sight: its point stands for the place, by its own name.
    destination: {
      kind: 'city',
      id: sight.cityId!,
      name: sight.name,
      countryCode: base!.countryCode,
      countryName: base!.countryName,
      lat: sight.lat,
      lng: sight.lng,
      score: 1,
    },
    sight: { id: sight.id, name: sight.name, lat: sight.lat, lng: sight.lng },
    from: { name: base!.name, km: Math.round(km) },
  };
}

/**
 * The sights a plan keeps: a far day trip's sight (its day is then at the sight), else the
 * sights the message names near its destinations, and when reshaping the chat's trip its day
 * trips; else the pending draft's.
 */
export async function pinSights(
  plan: PlanTrip,
  message: string,
  context: UnderstandContext,
  reshape: boolean,
): Promise<void> {
  const far = await farDayTrip(message, plan.destinations, context.gazetteer);
  if (far) Object.assign(plan, { destinations: [far.destination], dayTripFrom: far.from });
  const named = far
    ? [far.sight]
    : await sightsNamedNear(message, plan.destinations, context.gazetteer);
  const sights = [...named, ...(reshape ? dayTripStops(context.trip!, plan.destinations) : [])];
  const draft = context.draft;
  if (sights.length || draft?.sights?.length) plan.sights = sights.length ? sights : draft!.sights;
}

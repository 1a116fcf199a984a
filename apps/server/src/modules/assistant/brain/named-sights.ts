import { NEGATION_BEFORE } from '../checker/wishes';
import { haversineKm } from '@ai-map/contracts';
import type { Gazetteer, PlaceMatch } from './gazetteer';
import type { Destination, TripSummary } from './intents';
import { MAX_SHARED } from './sight-names';

/**
 * The sights a trip request names beside its destinations ("krakow 4 days, he wants to see
 * auschwitz", "peru + bolivia: machu picchu, lake titicaca"): the planner keeps them in the
 * trip. Before, such a wish was dropped without a word (issue 27: Auschwitz, Machu Picchu,
 * Cradle Mountain, the Grand Bazaar). A sight counts only near the trip: within a day trip of a
 * named city or region, or in a named country, so a namesake abroad is never planned.
 */
export interface NamedSight {
  id: number;
  name: string;
  lat: number;
  lng: number;
}

/** A day trip from a named city or region, km (the same reach as a substitute, issue 27 §2). */
const DAY_TRIP_KM = 150;
/**
 * Records this close are one sight described twice ("Auschwitz concentration camp" and its
 * museum, at one point); the Grand Bazaar and the Spice Bazaar, 0.9 km apart, are two.
 */
const SAME_SIGHT_KM = 0.3;
/** A region or island reaches farther than a city: Freycinet is 140 km from Tasmania's middle. */
const REGION_KM = 400;
/** Sights of one rare word this close to the nearest of them are in the same town. */
const SAME_TOWN_KM = 5;
/**
 * A word more than {@link MAX_SHARED} sights share names the famous one or none: "paris incl
 * versailles" means the palace (rated 10), trav-101 dropped it; a town's cemetery is no pick.
 */
const FAMOUS_RATING = 7;
/** At most this many named sights are pinned in one trip. */
const MAX_PINNED = 8;

const nearTrip = (sight: PlaceMatch, destinations: readonly Destination[]) =>
  destinations.some((d) =>
    d.kind === 'country'
      ? sight.countryCode
        ? sight.countryCode === d.countryCode
        : haversineKm(d, sight) <= 1000
      : haversineKm(d, sight) <= (d.kind === 'region' ? REGION_KM : DAY_TRIP_KM),
  );

export async function sightsNamedNear(
  message: string,
  destinations: readonly Destination[],
  gazetteer: Gazetteer,
): Promise<NamedSight[]> {
  if (!destinations.length) return [];
  const found = await gazetteer.sightsNamedIn(
    message,
    destinations.map((d) => d.name),
  );
  const kept: PlaceMatch[] = [];
  const [main] = destinations;
  // A rare word names one sight: the one nearest the trip's first place ("accademia" beside
  // Florence is its Galleria, not the Accademia Tadini 230 km away, trav-096).
  // Among those of one word in the same town ("uffizi": the museum and its loggia), the best
  // rated.
  const nearest = new Map<string, PlaceMatch>();
  // "We dont eat fish stock" names no fish market to visit (trav-004 pinned Tsukiji).
  const said = message.toLowerCase();
  const negated = (word: string) => {
    const at = said.search(new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    return at >= 0 && NEGATION_BEFORE.test(said.slice(Math.max(0, at - 40), at));
  };
  const near = found.filter(
    (s) => s.kind === 'attraction' && nearTrip(s, destinations) && !(s.word && negated(s.word)),
  );
  const km = (sight: PlaceMatch) => haversineKm(main!, sight);
  for (const word of new Set(near.flatMap((s) => (s.word ? [s.word] : [])))) {
    const same = near.filter((s) => s.word === word);
    const closest = Math.min(...same.map(km));
    const town = same.filter((s) => km(s) <= closest + SAME_TOWN_KM);
    const best = town.sort((a, b) => b.rating - a.rating || km(a) - km(b))[0]!;
    const shared = found.filter((s) => s.word === word).length > MAX_SHARED;
    if (!shared || best.rating >= FAMOUS_RATING) nearest.set(word, best);
  }
  for (const sight of near
    .filter((s) => !s.word || nearest.get(s.word) === s)
    .sort((a, b) => b.rating - a.rating || a.id - b.id)) {
    if (kept.some((k) => haversineKm(k, sight) <= SAME_SIGHT_KM)) continue;
    kept.push(sight);
  }
  return kept.slice(0, MAX_PINNED).map(({ id, name, lat, lng }) => ({ id, name, lat, lng }));
}

/** Farther than this from every destination, a stop of the trip was a day trip someone chose. */
const DAY_TRIP_STOP_KM = 30;

/**
 * The stops a reshaped trip keeps ("keep the next morning slow" replans the same places at a
 * calmer pace): the day trips the first plan held, which a plan by rating would drop. Auschwitz,
 * named with "krakow 4 days", was gone after "something gentle after it" (trav-015).
 */
export function dayTripStops(
  trip: TripSummary,
  destinations: readonly Destination[],
): NamedSight[] {
  return trip.stops.flatMap((stop) =>
    stop.placeId !== null &&
    stop.lat !== undefined &&
    stop.lng !== undefined &&
    destinations.every(
      (d) =>
        d.kind !== 'city' || haversineKm(d, { lat: stop.lat!, lng: stop.lng! }) > DAY_TRIP_STOP_KM,
    ) &&
    destinations.some((d) => d.kind === 'city')
      ? [{ id: stop.placeId, name: stop.name, lat: stop.lat, lng: stop.lng }]
      : [],
  );
}

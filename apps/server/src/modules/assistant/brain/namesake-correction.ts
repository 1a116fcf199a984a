import { haversineKm } from '@ai-map/contracts';
import { foldName, type Gazetteer } from './gazetteer';
import type { Destination, TripSummary, UnderstandContext } from './intents';
import { mainTownStops, tripCentre } from './names';

/** A town this close to a region's point is in it (Perth is 100 km from Scotland's), km. */
const REGION_KM = 300;
/** A namesake this far from the trip is another place, not a part of it, km. */
const ELSEWHERE_KM = 500;

/**
 * "Scotland, not australia haha" after a Perth trip: a country or region named alone in a chat whose trip
 * is in a town of a name that country has too means that town (Perth, Scotland), not a tour of
 * the whole country (trav-053 planned Shetland to Kirkcudbright). Null when the country has no
 * town of the trip's name far from the trip.
 */
export async function namesakeIn(
  country: Destination,
  trip: TripSummary | undefined,
  gazetteer: Gazetteer,
): Promise<Destination | null> {
  const centre = tripCentre(trip);
  const town = centre ? (mainTownStops(trip)[0]?.city ?? null) : null;
  if (!town || country.kind === 'city') return null;
  const there = (await gazetteer.findNamesakes(town)).find(
    (n) =>
      n.kind === 'city' &&
      n.countryCode === country.countryCode &&
      (country.kind === 'country' || haversineKm(n, country) <= REGION_KM) &&
      foldName(n.name) === foldName(town) &&
      haversineKm(n, centre!) > ELSEWHERE_KM,
  );
  if (!there) return null;
  const { kind, id, name, countryCode, countryName, lat, lng, score, famous } = there;
  return {
    kind,
    id,
    name,
    countryCode,
    countryName,
    lat,
    lng,
    score,
    ...(famous ? { famous } : {}),
  };
}

/** Replaces a lone country or region by the namesake of the trip's town in it, if there is one. */
export async function correctByCountry(
  destinations: Destination[],
  context: UnderstandContext,
): Promise<void> {
  if (destinations.length !== 1) return;
  const namesake = await namesakeIn(destinations[0]!, context.trip, context.gazetteer);
  if (namesake) destinations[0] = namesake;
}

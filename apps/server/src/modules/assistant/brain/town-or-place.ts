import { haversineKm } from '@ai-map/contracts';
import { foldName, type Gazetteer } from './gazetteer';
import type { Destination } from './intents';

/**
 * A word that names a town alone but is part of a place's name in the message: the longer name
 * wins when its place lies far from the town ("mont saint michel"), and an unknown town gives
 * way to a place of that name in another named destination ("london … camden").
 */

/** How far (km) a place named by a longer phrase may lie from the town its first word names. */
const LONGER_NAME_KM = 50;

/**
 * The word opens the name of a place far from the town it names alone: "mont saint michel" is
 * Mont-Saint-Michel in Normandy, not the village of Mont in the Pyrenees. A place in that town
 * ("london eye") keeps the town.
 */
export async function startsFarPlace(
  gazetteer: Gazetteer,
  town: Destination,
  phrases: readonly string[],
): Promise<boolean> {
  for (const phrase of phrases) {
    // Only a longer name (two words or more), which the place's own name starts with.
    const place = (await gazetteer.findPlaces(phrase)).find((p) =>
      `${foldName(p.name)} `.startsWith(`${phrase} `),
    );
    if (place) return haversineKm(place, town) > LONGER_NAME_KM;
  }
  return false;
}

/** Whether a word opens the name of a place in (within 50 km of) one of the destinations. */
async function opensPlaceIn(
  gazetteer: Gazetteer,
  word: string,
  destinations: readonly Destination[],
): Promise<boolean> {
  for (const d of destinations) {
    if (d.kind !== 'city') continue;
    const places = await gazetteer.findPlaces(word, d);
    if (
      places.some(
        (p) =>
          foldName(p.name).split(' ')[0] === foldName(word) &&
          foldName(p.name) !== foldName(word) &&
          haversineKm(p, d) <= LONGER_NAME_KM,
      )
    )
      return true;
  }
  return false;
}

/** A destination as read from the message, with what was around it. */
interface ReadName {
  d: Destination;
  /** After "near": where another named place lies. */
  afterNear: boolean;
  /** After "in", "to", "visit"…. */
  cued: boolean;
  /** One word long. */
  single: boolean;
  phrase: string;
}

/**
 * The names that are destinations, without those that only say where another is: "Lebanon, the
 * town near Dartmouth" (a place after "near" locates another; Dartmouth, Nova Scotia is 900 km
 * from Lebanon, New Hampshire), and "London, markets are our thing (borough, camden)": a lone
 * word, with no cue, that opens the name of a place in a firmer named destination is that place
 * (Camden Market), not a town abroad (Camden, Arkansas) that would drag the trip after it.
 */
export async function withoutLocators<T extends ReadName>(
  found: readonly T[],
  gazetteer: Gazetteer,
): Promise<T[]> {
  const located =
    found.some((f) => !f.afterNear) && found.some((f) => f.afterNear)
      ? found.filter((f) => !f.afterNear)
      : [...found];
  if (located.length < 2) return located;
  const kept: T[] = [];
  for (const f of located) {
    // Only a firmer name anchors: a famous one, a longer one or one after "in".
    const anchors = located
      .filter((o) => o !== f && (o.d.famous === true || !o.single || o.cued))
      .map((o) => o.d);
    // A famous town stays a town ("Paris and London": London has a Paris Garden).
    const inOther =
      f.single &&
      !f.cued &&
      f.d.famous !== true &&
      (await opensPlaceIn(gazetteer, f.phrase, anchors));
    if (!inOther) kept.push(f);
  }
  return kept;
}

import type { PlaceRecord } from '@ai-map/contracts';
import { foldName, mergeDuplicatePlaces, ratePlace, ratingSignalsOf } from '@ai-map/osm';
import { haversineKm } from './geo';
import { GridIndex } from './grid-index';
import { LANDMARK_TOWERS } from './landmark-towers';
import type { GuideEntry } from './wikivoyage';

/** A place is "named by a guide" when a Wikivoyage article within this distance names it. */
export const GUIDE_MENTION_KM = 30;

export interface PlacesResult {
  records: PlaceRecord[];
  stats: {
    merged: number;
    doubtfulKept: number;
    doubtfulDropped: number;
    towersLowered: number;
    guideMentioned: number;
  };
}

/**
 * The catalogue's places: Wikidata and OSM records merged into one record per real place
 * (mergeDuplicatePlaces), doubtful items (office towers, "attractions" named as hotels) kept only
 * when a guide names them, and every rating computed once with all signals (docs/data.md,
 * "Rating").
 */
export function buildPlaces(
  wikidata: PlaceRecord[],
  doubtful: PlaceRecord[],
  osm: PlaceRecord[],
  guide: GuideEntry[],
): PlacesResult {
  const named = guideMentions(guide);
  const kept = doubtful.filter(named);
  const { records, merged } = mergeDuplicatePlaces([...wikidata, ...kept, ...osm]);
  let guideMentioned = 0;
  const rated = records.map((place) => {
    const mentioned = named(place);
    if (mentioned) guideMentioned++;
    return { ...place, rating: ratePlace(ratingSignalsOf(place, mentioned)) };
  });
  const towersLowered = lowerCrowdedTowers(rated);
  return {
    records: rated,
    stats: {
      merged,
      doubtfulKept: kept.length,
      doubtfulDropped: doubtful.length - kept.length,
      towersLowered,
      guideMentioned,
    },
  };
}

/** Towers within this distance of each other share one skyline (one city's view). */
export const TOWER_AREA_KM = 10;
/** How many towers of one skyline keep their rating; further ones drop to a plain sight's 3. */
export const TOWERS_PER_AREA = 2;
export const CROWDED_TOWER_RATING = 3;

/**
 * A guidebook lists one or two observation decks per city, not four: a skyscraper (a landmark
 * tower, or one a guide names) with two better-rated ones within 10 km is rated as a plain sight
 * (3, the start of the scale), so it follows the city's museums and temples (Shanghai keeps its
 * two best of four). Returns how many were lowered.
 */
function lowerCrowdedTowers(places: PlaceRecord[]): number {
  const towers = places
    .filter((place) => place.type === 'skyscraper' || (place.wikidata ?? '') in LANDMARK_TOWERS)
    .sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0));
  // A few dozen towers: comparing each with the better ones before it is cheap enough.
  let lowered = 0;
  towers.forEach((tower, i) => {
    const better = towers
      .slice(0, i)
      .filter((other) => haversineKm(tower.lat, tower.lng, other.lat, other.lng) <= TOWER_AREA_KM);
    if (better.length < TOWERS_PER_AREA) return;
    tower.rating = Math.min(tower.rating ?? 0, CROWDED_TOWER_RATING);
    lowered++;
  });
  return lowered;
}

/**
 * Whether the Wikivoyage text of a destination within GUIDE_MENTION_KM names the place (folded,
 * whole words; names of fewer than 6 letters and one-word generic names are too ambiguous to
 * count: "Museum", "Cathedral").
 */
export function guideMentions(guide: GuideEntry[]): (place: PlaceRecord) => boolean {
  const texts = guide.map((entry) => ({
    lat: entry.lat,
    lng: entry.lng,
    text: ` ${foldName(entry.text)} `,
  }));
  const index = new GridIndex(texts, 1);
  return (place) => {
    const name = foldName(place.name).replace(/^the /, '');
    if (name.length < 6 || GENERIC.has(name)) return false;
    return index
      .within(place.lat, place.lng, GUIDE_MENTION_KM)
      .some((entry) => entry.text.includes(` ${name} `));
  };
}

const GENERIC = new Set([
  'museum',
  'cathedral',
  'church',
  'castle',
  'palace',
  'market',
  'harbour',
  'harbor',
  'old town',
  'city hall',
  'town hall',
  'gallery',
  'library',
  'theatre',
  'theater',
  'fortress',
  'citadel',
  'temple',
  'mosque',
  'synagogue',
  'bridge',
  'tower',
  'beach',
  'garden',
  'gardens',
  'park',
  'square',
  'station',
  'airport',
  'university',
]);

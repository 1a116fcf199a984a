import type { PlaceRecord } from '@ai-map/contracts';
import { foldName, mergeDuplicatePlaces, ratePlace, ratingSignalsOf } from '@ai-map/osm';
import { GridIndex } from './grid-index';
import type { GuideEntry } from './wikivoyage';

/** A place is "named by a guide" when a Wikivoyage article within this distance names it. */
export const GUIDE_MENTION_KM = 30;

export interface PlacesResult {
  records: PlaceRecord[];
  stats: {
    merged: number;
    towersKept: number;
    towersDropped: number;
    guideMentioned: number;
  };
}

/**
 * The catalogue's places: Wikidata and OSM records merged into one record per real place
 * (mergeDuplicatePlaces), skyscrapers kept only when they are landmark towers or a guide names
 * them, and every rating computed once with all signals (docs/data.md, "Rating").
 */
export function buildPlaces(
  wikidata: PlaceRecord[],
  towers: PlaceRecord[],
  osm: PlaceRecord[],
  guide: GuideEntry[],
): PlacesResult {
  const named = guideMentions(guide);
  const keptTowers = towers.filter(named);
  const { records, merged } = mergeDuplicatePlaces([...wikidata, ...keptTowers, ...osm]);
  let guideMentioned = 0;
  const rated = records.map((place) => {
    const mentioned = named(place);
    if (mentioned) guideMentioned++;
    return { ...place, rating: ratePlace(ratingSignalsOf(place, mentioned)) };
  });
  return {
    records: rated,
    stats: {
      merged,
      towersKept: keptTowers.length,
      towersDropped: towers.length - keptTowers.length,
      guideMentioned,
    },
  };
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

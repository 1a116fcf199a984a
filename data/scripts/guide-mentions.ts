import type { PlaceRecord } from '@ai-map/contracts';
import { foldName } from '@ai-map/osm';
import { GridIndex } from './grid-index';
import type { GuideEntry } from './wikivoyage';

/** A place is "named by a guide" when a Wikivoyage article within this distance names it. */
export const GUIDE_MENTION_KM = 30;

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

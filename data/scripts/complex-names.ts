import type { PlaceRecord } from '@ai-map/contracts';
import { foldName } from '@ai-map/osm';

/*
 * One building under two names (docs/data.md, "One record per real place"): a museum and the
 * palace it fills, a museum named two ways, and when a shared name is only a town's.
 */

/**
 * A museum in a palace is one place with two names ("Louvre Museum" in the "Louvre Palace"; "Musée
 * des Arts Décoratifs" and "Les Arts Décoratifs"): linked sights this close whose names are the
 * same once the words for what a building is are dropped ({@link complexName}) are merged.
 */
export const COMPLEX_KM = 0.3;

const BUILDING_WORDS = new Set(
  'the le la les l des de du of museum musee museo museu palace palais palazzo palacio castle chateau castello gallery galerie galleria national royal imperial city old new art arts'.split(
    ' ',
  ),
);

/** A sight's name without the words that say what kind of building it is: "louvre". */
export function complexName(place: PlaceRecord): string {
  return foldName(place.name)
    .split(' ')
    .filter((word) => !BUILDING_WORDS.has(word))
    .join(' ');
}

/**
 * Whether two sights of one {@link complexName} are one place. When the name left is a town's, it
 * says where, not which building: "National Museum of Singapore" and "Singapore Art Museum" are
 * two museums, the Himeji City Museum of Art is not Himeji Castle. Two museums are then one when
 * their other words are ("Belém Museum of Art", "Art Museum of Belém"); a museum and another
 * sight when the museum is named for it ("Vasa Museum", the museum of the Château de
 * Fontainebleau). Two palaces or castles stay one (the Château and the Palace of Fontainebleau).
 */
export function sameComplex(
  a: PlaceRecord,
  b: PlaceRecord,
  townNames: ReadonlySet<string>,
): boolean {
  if (!townNames.has(complexName(a))) return true;
  const [wordsA, wordsB] = [a, b].map((place) => foldName(place.name).split(' '));
  const museumA = wordsA!.some((word) => MUSEUM_WORDS.has(word));
  const museumB = wordsB!.some((word) => MUSEUM_WORDS.has(word));
  if (museumA && museumB) return descriptors(wordsA!) === descriptors(wordsB!);
  if (!museumA && !museumB) return true;
  const [museum, other] = museumA ? [wordsA!, wordsB!] : [wordsB!, wordsA!];
  const named = museum.filter((word) => !MUSEUM_WORDS.has(word)).join(' ');
  return named === other.join(' ') || museum.some((word) => PALACE_WORDS.has(word));
}

/** A museum's kind words in one spelling, sorted: "Musée d'Art" and "Art Museum" → "art museum". */
function descriptors(words: string[]): string {
  const spelled = words
    .filter((word) => BUILDING_WORDS.has(word) && !FILLER_WORDS.has(word))
    .map((word) => (MUSEUM_WORDS.has(word) ? (MUSEUM_SPELLING[word] ?? word) : word));
  return [...new Set(spelled)].sort().join(' ');
}

const MUSEUM_SPELLING: Record<string, string> = {
  musee: 'museum',
  museo: 'museum',
  museu: 'museum',
  galerie: 'gallery',
  galleria: 'gallery',
};
const MUSEUM_WORDS = new Set(['museum', 'gallery', ...Object.keys(MUSEUM_SPELLING)]);
const FILLER_WORDS = new Set('the le la les l des de du of'.split(' '));
/** "Musée national du Château de Fontainebleau" is the palace's own museum. */
const PALACE_WORDS = new Set('palace palais palazzo palacio castle chateau castello'.split(' '));

import type { PlaceRecord } from '@ai-map/contracts';
import { foldName } from '@ai-map/osm';
import { haversineKm } from './geo';
import { GridIndex } from './grid-index';
import { enwikiTitle } from './wikipedia-sights';

/*
 * Parts of one complex are one place (docs/data.md, "One record per real place"): the castle
 * the Tokyo Imperial Palace stands on, the gardens of Rosenborg Castle, the Moti Masjid inside
 * Agra Fort. A part folds into its complex: the complex keeps its own record and rating, the
 * part's id goes into its `merged_ids` (an import deletes the part), and a guide's top 10 shows
 * the place once.
 */

/**
 * A part lies within this of its complex's point when its photo shows the complex (the Imperial
 * Palace to Edo Castle: 0.7 km), and within NAMED_PART_KM when its title or name says so (Khas
 * Mahal to the Red Fort 0.3 km; Istana Park, 0.85 km from the Istana, is a park across the road).
 */
export const COMPLEX_PART_KM = 1;
export const NAMED_PART_KM = 0.6;
/**
 * A named part the classifier filed as the same kind of sight as its complex may lie as far as
 * COMPLEX_PART_KM: Nymphenburg Palace Park (a "Palace" by its title) has its point 0.79 km from
 * the palace, in the middle of the grounds. Istana Park, a public park, is a "Park" and stays.
 */
const sameKindReach = (part: PlaceRecord, whole: PlaceRecord) =>
  part.type === whole.type ? COMPLEX_PART_KM : NAMED_PART_KM;
/**
 * A city's walls are one sight whose article names its stretches by the people who built them:
 * "Muslim Walls of Madrid" and "Christian Walls of Madrid" beside "Walls of Madrid".
 */
const WALLS = /^(city walls of|walls of) /;
/**
 * A museum named only for the building it fills ("The Palace Museum", 90 m from the Forbidden
 * City it occupies) is that building when a better-known listed sight lies this close. Not
 * Taipei's "National Palace Museum": a name with more words is a museum of its own.
 */
export const HOUSED_MUSEUM_KM = 0.15;
const HOUSED_MUSEUM = /^(palace|castle|fort|citadel|fortress) museum$/;

/** Kinds of sight that are complexes with parts: grounds, halls, gates, chapels. */
const COMPLEX_TYPES = new Set([
  'Castle',
  'Palace',
  'Fort',
  'Temple',
  'Shrine',
  'Mosque',
  'Monastery',
  'Cathedral',
  'Basilica',
  'Church',
  'Archaeological site',
]);

/** Words that name a part of a complex: "Osaka Castle Park", "Drottningholm Palace Chapel". */
const PART_WORDS = new Set(
  // Not "gardens": Kensington Palace Gardens is a street, and a palace's gardens are often a
  // sight of their own (the King's Garden of Rosenborg).
  'park grounds gate gates chapel courtyard complex keep walls tower towers treasury'.split(' '),
);

/** The name a part's title gives its complex: "Moti Masjid (Agra Fort)", "Nagina Masjid, Agra Fort". */
function namedWhole(title: string): string | null {
  const match = /\(([^()]+)\)\s*$/.exec(title) ?? /,\s*([^,()]+)$/.exec(title);
  // A lower-case disambiguator says what the place is ("Stradun (street)"), not where.
  return match && /^\p{Lu}/u.test(match[1]!.trim()) ? match[1]!.trim() : null;
}

/** Why a record is part of a complex, or null: its title names it, its name adds a part word, or its photo shows it. */
export function partReason(
  part: PlaceRecord & { photo?: string | null },
  whole: PlaceRecord,
): 'title' | 'name' | 'photo' | null {
  const key = complexKey(whole);
  const km = haversineKm(part.lat, part.lng, whole.lat, whole.lng);
  if (
    HOUSED_MUSEUM.test(complexKey(part)) &&
    whole.source === 'wikidata' &&
    km <= HOUSED_MUSEUM_KM
  ) {
    return 'name';
  }
  // Only a complex has parts: "Sgùrr Mòr (Fannichs)" is a peak of a range, "St Barnabas' Church,
  // Manor Park" a church of a district. And only a listed one (an item of Wikidata's attraction
  // lists or of the castles list): an article named with a sight word is as often a street
  // ("Palace Embankment", "Castle Gate, Nottingham"), a district ("Fort Kochi") or a village
  // ("Sainte-Mère-Église", "Aci Castello") that would swallow the real sight beside it.
  if (key.length < 6 || !whole.type || !COMPLEX_TYPES.has(whole.type)) return null;
  if (WALLS.test(key) && km <= NAMED_PART_KM) {
    const own = complexKey(part);
    if (own.endsWith(` ${key}`) && own.split(' ').length === key.split(' ').length + 1) {
      return 'name';
    }
  }
  if (whole.source !== 'wikidata') return null;
  const title = enwikiTitle(part.wikipedia) ?? part.name;
  const named = namedWhole(title) ?? namedWhole(part.name);
  if (named && foldName(named) === key && km <= NAMED_PART_KM) return 'title';
  if (km <= sameKindReach(part, whole)) {
    const own = ` ${complexKey(part)} `;
    if (own.includes(` ${key} `)) {
      const rest = own.replace(` ${key} `, ' ').trim().split(' ').filter(Boolean);
      if (rest.length > 0 && rest.every((word) => PART_WORDS.has(word))) return 'name';
    }
  }
  if (part.photo) {
    const photo = ` ${foldName(part.photo)} `;
    if (photo.includes(` ${key} `) && !` ${complexKey(part)} `.includes(` ${key} `)) return 'photo';
  }
  return null;
}

/** A sight's name as its parts name it: "Sándor Palace, Budapest" → "sandor palace". */
function complexKey(place: PlaceRecord): string {
  return foldName(place.name.replace(/,[^,]*$/, '')).replace(/^the /, '');
}

const linked = (place: PlaceRecord) =>
  place.kind === 'attraction' && (place.wikidata !== null || place.wikipedia !== null);

export interface FoldResult {
  records: PlaceRecord[];
  /** Each fold: the part, the complex it went into, and which rule saw it. */
  folds: { part: string; whole: string; reason: 'title' | 'name' | 'photo'; km: number }[];
}

/**
 * Folds each linked sight that is a part of a better-rated linked sight within COMPLEX_PART_KM
 * into it (partReason). `photos` are the Commons file names of the castles list by Wikidata id:
 * its editors illustrate a part by the complex (Edo Castle's photo is "Tokyo Imperial Palace
 * Aerial photograph 2019").
 */
export function foldComplexParts(
  records: PlaceRecord[],
  photos: Map<string, string> = new Map(),
): FoldResult {
  const candidates = records
    .map((place, index) => ({ place, index }))
    .filter(({ place }) => linked(place));
  const index = new GridIndex(
    candidates.map(({ place, index: i }) => ({ lat: place.lat, lng: place.lng, i })),
    0.05,
  );
  const better = (a: number, b: number) =>
    (records[a]!.rating ?? 0) - (records[b]!.rating ?? 0) || b - a;
  const parentOf = new Map<number, number>();
  // A part of a part belongs to the complex at the top; a fold that would close a loop is not made.
  const root = (i: number): number => {
    const parent = parentOf.get(i);
    return parent === undefined ? i : root(parent);
  };
  const folds: FoldResult['folds'] = [];
  for (const { place, index: i } of candidates) {
    const part = { ...place, photo: place.wikidata ? (photos.get(place.wikidata) ?? null) : null };
    // A photo only says which is the better-known place; a title or name says which is the
    // whole even when the part is rated higher (Nymphenburg Palace Park above the palace).
    const wholes = index
      .within(place.lat, place.lng, COMPLEX_PART_KM)
      .filter(({ i: j }) => j !== i)
      .map(({ i: j }) => ({ j, reason: partReason(part, records[j]!) }))
      .filter(({ j, reason }) => reason !== null && (reason !== 'photo' || better(j, i) > 0))
      .filter(({ j }) => root(j) !== i)
      .sort((a, b) => better(b.j, a.j));
    const whole = wholes[0];
    if (!whole) continue;
    parentOf.set(i, whole.j);
    const other = records[whole.j]!;
    folds.push({
      part: place.name,
      whole: other.name,
      reason: whole.reason!,
      km: Math.round(haversineKm(place.lat, place.lng, other.lat, other.lng) * 100) / 100,
    });
  }
  const absorbed = new Map<number, string[]>();
  // The complex keeps the best rating of its parts: the palace is the place people visit.
  const bestRating = new Map<number, number>();
  for (const i of parentOf.keys()) {
    const place = records[i]!;
    const top = root(i);
    absorbed.set(top, [
      ...(absorbed.get(top) ?? []),
      `${place.source}:${place.source_id}`,
      ...(place.merged_ids ?? []),
    ]);
    bestRating.set(top, Math.max(bestRating.get(top) ?? 0, place.rating));
  }
  const result = records.flatMap((place, i) => {
    if (parentOf.has(i)) return [];
    const ids = absorbed.get(i);
    if (!ids) return [place];
    return [
      {
        ...place,
        rating: Math.max(place.rating, bestRating.get(i) ?? 0),
        merged_ids: [...new Set([...(place.merged_ids ?? []), ...ids])].sort(),
      },
    ];
  });
  return { records: result, folds };
}

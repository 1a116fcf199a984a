import { haversineKm, type PlaceRecord } from '@ai-map/contracts';

/** Two records of the same name closer than this are one place (a node and a building outline). */
export const SAME_PLACE_METRES = 150;

/**
 * One record per real place: records with the same Wikidata id or the same Wikipedia article, or
 * of the same kind with the same folded name within {@link SAME_PLACE_METRES}, are merged into
 * one. The kept record is the
 * Wikidata one when there is one (its id is the stable identity across sources), else the one with
 * the most fields; every field it lacks is filled from the others, categories are united and the
 * largest plausible visitor count is kept. Ratings are left to the caller, which knows all signals.
 */
export function mergeDuplicatePlaces(records: readonly PlaceRecord[]): {
  records: PlaceRecord[];
  merged: number;
} {
  const result = duplicateGroups(records).map((group) =>
    mergeGroup(group.map((index) => records[index]!)),
  );
  return { records: result, merged: records.length - result.length };
}

/** What {@link duplicateGroups} compares: a place's kind, name, position and Wikidata id. */
export type Comparable = Pick<PlaceRecord, 'kind' | 'name' | 'lat' | 'lng' | 'wikidata'> &
  Partial<Pick<PlaceRecord, 'wikipedia'>>;

/**
 * The records that are one real place (same Wikidata id or Wikipedia article, or same kind and folded name within
 * {@link SAME_PLACE_METRES}), as groups of indices into `records`, in the order of each group's
 * first record; a record with no duplicate is a group of one.
 */
export function duplicateGroups(records: readonly Comparable[]): number[][] {
  const parent = records.map((_, index) => index);
  const find = (index: number): number => {
    while (parent[index] !== index) {
      parent[index] = parent[parent[index]!]!;
      index = parent[index]!;
    }
    return index;
  };
  const union = (a: number, b: number) => {
    const rootA = find(a);
    const rootB = find(b);
    if (rootA !== rootB) parent[Math.max(rootA, rootB)] = Math.min(rootA, rootB);
  };

  const byWikidata = new Map<string, number>();
  const byWikipedia = new Map<string, number>();
  // Folded name → cell → records: one string key a record, then numbers (building a string key
  // for each of the nine cells cost more than the comparisons).
  const byName = new Map<string, Map<number, number[]>>();
  records.forEach((record, index) => {
    if (record.wikidata) {
      const first = byWikidata.get(record.wikidata);
      if (first === undefined) byWikidata.set(record.wikidata, index);
      else union(first, index);
    }
    if (record.wikipedia) {
      const first = byWikipedia.get(record.wikipedia);
      if (first === undefined) byWikipedia.set(record.wikipedia, index);
      else union(first, index);
    }
    const key = foldName(record.name);
    if (!key) return;
    let byCell = byName.get(key);
    if (byCell === undefined) byName.set(key, (byCell = new Map()));
    const [cellLat, cellLng] = cellOf(record.lat, record.lng);
    for (let dLat = -1; dLat <= 1; dLat++) {
      for (let dLng = -1; dLng <= 1; dLng++) {
        for (const other of byCell.get(cellKey(cellLat + dLat, cellLng + dLng)) ?? []) {
          const candidate = records[other]!;
          if (
            candidate.kind === record.kind &&
            haversineKm(candidate, record) * 1000 <= SAME_PLACE_METRES
          ) {
            union(other, index);
          }
        }
      }
    }
    const own = cellKey(cellLat, cellLng);
    const cell = byCell.get(own);
    if (cell) cell.push(index);
    else byCell.set(own, [index]);
  });

  const groups = new Map<number, number[]>();
  records.forEach((_, index) => {
    const root = find(index);
    const group = groups.get(root);
    if (group) group.push(index);
    else groups.set(root, [index]);
  });
  return [...groups.values()];
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * A possessive's apostrophe: "King's Cross" is typed "kings cross" as often as "king's cross".
 * Only before an "s" that ends the word: "l'Orangerie" keeps its "orangerie".
 */
const POSSESSIVE = /(?<=\p{L})['’](?=s(?![\p{L}\p{N}]))/gu;

/**
 * Lower case, no accents or punctuation, single spaces: "Vor Frue Kirke," = "vor frue kirke";
 * a possessive joins its word ("King's Cross" = "kings cross").
 */
export function foldName(name: string): string {
  name = name.replace(POSSESSIVE, '');
  // Plain ASCII (most names) folds the same without the Unicode passes, at a fifth of the cost.
  if (PRINTABLE_ASCII.test(name)) {
    return name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  }
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ø/gi, 'o')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/đ/gi, 'd')
    .replace(/ł/gi, 'l')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The group's records as one (rules: {@link mergeDuplicatePlaces}). */
export function mergeGroup(group: PlaceRecord[]): PlaceRecord {
  if (group.length === 1) return group[0]!;
  const ranked = [...group].sort(
    (a, b) =>
      Number(b.source === 'wikidata') - Number(a.source === 'wikidata') ||
      filledFields(b) - filledFields(a) ||
      (a.source_id < b.source_id ? -1 : 1),
  );
  const [kept, ...others] = ranked as [PlaceRecord, ...PlaceRecord[]];
  const first = <K extends keyof PlaceRecord>(key: K): PlaceRecord[K] =>
    [kept, ...others].map((record) => record[key]).find((value) => value !== null) ?? kept[key];
  const visitors = group
    .map((record) => record.visitors)
    .filter((value): value is number => value !== null);
  return {
    ...kept,
    type: first('type'),
    address: first('address'),
    phone: first('phone'),
    website: first('website'),
    opening_hours: first('opening_hours'),
    wikipedia: first('wikipedia'),
    wikidata: first('wikidata'),
    start_date: first('start_date'),
    end_date: first('end_date'),
    visitors: visitors.length ? Math.max(...visitors) : null,
    heritage: group.some((record) => record.heritage),
    local_culture: group.some((record) => record.local_culture),
    categories: [...new Set(ranked.flatMap((record) => record.categories))],
    cuisines: [...new Set(ranked.flatMap((record) => record.cuisines))],
    merged_ids: [
      ...new Set([
        ...ranked.flatMap((record) => record.merged_ids ?? []),
        ...others.map((record) => `${record.source}:${record.source_id}`),
      ]),
    ].sort(),
  };
}

function filledFields(record: PlaceRecord): number {
  return Object.values(record).filter(
    (value) => value !== null && !(Array.isArray(value) && value.length === 0),
  ).length;
}

/**
 * One number per cell: cell longitudes lie within ±90,000 (180 / 0.002), so no two
 * cells share a key.
 */
function cellKey(cellLat: number, cellLng: number): number {
  return cellLat * 200_003 + cellLng;
}

/** About 220 m cells, so a neighbour within 150 m is always in one of the 9 cells around. */
function cellOf(lat: number, lng: number): [number, number] {
  const size = 0.002;
  return [Math.floor(lat / size), Math.floor((lng * Math.cos((lat * Math.PI) / 180)) / size)];
}

import { readFileSync } from 'node:fs';
import type { PlaceRecord } from '@ai-map/contracts';
import { plausibleVisitors, ratePlace, ratingSignalsOf } from '@ai-map/osm';
import { WIKIDATA_LISTS_DATE } from './data-dates';
import { roundCoord } from './geo';
import { LANDMARK_TOWERS } from './landmark-towers';
import { sourcePath } from './paths';

interface WikidataRow {
  wikidata_id: string;
  name: string;
  lat: number;
  lon: number;
  visitors?: number;
  enwiki?: string;
}

/**
 * The three Wikidata lists, in precedence order: an item in several lists keeps the first one's
 * type (a museum that is also a tourist attraction stays an attraction). Category slugs are fixed
 * by the category tree. Museums count as local culture: they present the place's own history
 * and art, which is what the flag is for; sights and skyscrapers do not say as much.
 */
export const WIKIDATA_LISTS = [
  {
    file: 'wikidata/tourist_attractions.json',
    type: 'tourist_attraction',
    category: 'sights',
    localCulture: false,
  },
  { file: 'wikidata/museums.json', type: 'museum', category: 'museums', localCulture: true },
  {
    file: 'wikidata/skyscrapers.json',
    type: 'skyscraper',
    category: 'architecture',
    localCulture: false,
  },
] as const;

/**
 * The three lists as place records. Items that are sights only if a guide says so come back apart
 * (`doubtful`): skyscrapers that are not landmark towers, and "attractions" named as lodging
 * with no Wikipedia article ("Hotel Holllywood" is a Sydney pub); the build keeps one only when a
 * Wikivoyage text names it. `implausibleVisitors` counts visitor figures dropped as not credible
 * (plausibleVisitors).
 */
export function buildWikidataPlaces(): {
  records: PlaceRecord[];
  doubtful: PlaceRecord[];
  duplicates: number;
  implausibleVisitors: number;
} {
  const byQid = new Map<string, PlaceRecord>();
  const doubtful: PlaceRecord[] = [];
  let duplicates = 0;
  let implausibleVisitors = 0;
  for (const list of WIKIDATA_LISTS) {
    const rows = JSON.parse(readFileSync(sourcePath(list.file), 'utf8')) as WikidataRow[];
    for (const row of rows) {
      if (byQid.has(row.wikidata_id)) {
        duplicates++;
        continue;
      }
      const place = toPlace(row, list);
      if (row.visitors && place.visitors === null) implausibleVisitors++;
      const officeTower = list.type === 'skyscraper' && !(row.wikidata_id in LANDMARK_TOWERS);
      const lodging = list.type === 'tourist_attraction' && LODGING.test(row.name) && !row.enwiki;
      if (officeTower || lodging) {
        doubtful.push(place);
        continue;
      }
      byQid.set(row.wikidata_id, place);
    }
  }
  return { records: [...byQid.values()], doubtful, duplicates, implausibleVisitors };
}

/** Names of places to stay ("inn" is left out: a Turkish "han" is translated "Inn" too). */
const LODGING = /\b(hotel|motel|hostel)\b/i;

function toPlace(row: WikidataRow, list: (typeof WIKIDATA_LISTS)[number]): PlaceRecord {
  const visitors = plausibleVisitors(row.visitors, row.name, list.type);
  const place: Omit<PlaceRecord, 'rating'> = {
    source: 'wikidata',
    source_id: row.wikidata_id,
    kind: 'attraction',
    name: row.name.trim(),
    lat: roundCoord(row.lat),
    lng: roundCoord(row.lon),
    categories: [list.category],
    type: list.type,
    cuisines: [],
    address: null,
    phone: null,
    website: null,
    opening_hours: null,
    wikipedia: row.enwiki ?? null,
    wikidata: row.wikidata_id,
    visitors,
    heritage: false,
    local_culture: list.localCulture,
    start_date: null,
    end_date: null,
    merged_ids: [],
    data_date: WIKIDATA_LISTS_DATE,
  };
  return { ...place, rating: ratePlace(ratingSignalsOf(place)) };
}

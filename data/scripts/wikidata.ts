import { readFileSync } from 'node:fs';
import type { PlaceRecord } from '@ai-map/contracts';
import { ratePlace } from '@ai-map/osm';
import { roundCoord } from './geo';
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

export function buildWikidataPlaces(): { records: PlaceRecord[]; duplicates: number } {
  const byQid = new Map<string, PlaceRecord>();
  let duplicates = 0;
  for (const list of WIKIDATA_LISTS) {
    const rows = JSON.parse(readFileSync(sourcePath(list.file), 'utf8')) as WikidataRow[];
    for (const row of rows) {
      if (byQid.has(row.wikidata_id)) {
        duplicates++;
        continue;
      }
      byQid.set(row.wikidata_id, toPlace(row, list));
    }
  }
  return { records: [...byQid.values()], duplicates };
}

function toPlace(row: WikidataRow, list: (typeof WIKIDATA_LISTS)[number]): PlaceRecord {
  const visitors = row.visitors !== undefined && row.visitors > 0 ? Math.round(row.visitors) : null;
  return {
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
    rating: ratePlace({
      visitors,
      wikipedia: !!row.enwiki,
      wikidata: true,
      heritage: false,
      details: 0,
    }),
    local_culture: list.localCulture,
    start_date: null,
    end_date: null,
  };
}

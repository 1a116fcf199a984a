import type { PlaceRecord } from '@ai-map/contracts';
import { foldName } from '@ai-map/osm';
import { GridIndex } from './grid-index';
import { readCsvRows } from './csv';
import { CASTLES_DATE } from './data-dates';
import { roundCoord } from './geo';
import { sourcePath } from './paths';
import { enwikiTitle, enwikiUrl } from './wikipedia-sights';

/** A castle, palace or fortress of Castles of the World (data/sources/castles, CC0). */
export interface Castle {
  qid: string;
  name: string;
  category: 'castle' | 'palace' | 'fortress' | 'ruin';
  lat: number;
  lng: number;
  /** English Wikipedia title, spaces for underscores. */
  enwiki: string | null;
  /** Wikidata sitelinks: how many Wikipedia and sister pages describe it. */
  sitelinks: number;
  /** English Wikipedia page views over the 365 days before the dataset's build, when known. */
  pageviews: number | null;
  /** The Commons file name of its photo without the extension, spaces for underscores. */
  photo: string | null;
}

export function loadCastles(): Castle[] {
  return readCsvRows(sourcePath('castles/castles.csv')).map((row) => ({
    qid: row.qid!,
    name: row.name!,
    category: row.category as Castle['category'],
    lat: roundCoord(Number(row.lat)),
    lng: roundCoord(Number(row.lon)),
    enwiki: enwikiTitle(row.wikipedia || null),
    sitelinks: Number(row.sitelinks) || 0,
    pageviews: row.pageviews ? Number(row.pageviews) : null,
    photo: commonsFileName(row.image ?? ''),
  }));
}

/** "…/Special:FilePath/Edo%20Castle_1.jpg?width=1280" → "Edo Castle 1". */
export function commonsFileName(url: string): string | null {
  const match = /FilePath\/([^?]+)/.exec(url);
  if (!match) return null;
  let name = match[1]!;
  try {
    name = decodeURIComponent(name);
  } catch {
    // a malformed escape: keep the raw name
  }
  return name.replace(/\.[a-z0-9]+$/i, '').replace(/_/g, ' ');
}

const CASTLE_CLASSES: Record<Castle['category'], { categories: string[]; type: string }> = {
  castle: { categories: ['castles', 'history'], type: 'Castle' },
  palace: { categories: ['palaces', 'history'], type: 'Palace' },
  fortress: { categories: ['forts', 'history'], type: 'Fort' },
  ruin: { categories: ['ruins', 'history'], type: 'Ruins' },
};

/** A castle as a place record of Wikidata (its QID is its identity; rating set later). */
export function castlePlace(castle: Castle): PlaceRecord {
  const { categories, type } = CASTLE_CLASSES[castle.category] ?? CASTLE_CLASSES.castle;
  return {
    source: 'wikidata',
    source_id: castle.qid,
    kind: 'attraction',
    name: castle.name,
    lat: castle.lat,
    lng: castle.lng,
    categories,
    type,
    cuisines: [],
    address: null,
    phone: null,
    website: null,
    opening_hours: null,
    wikipedia: castle.enwiki ? enwikiUrl(castle.enwiki) : null,
    wikidata: castle.qid,
    visitors: null,
    heritage: false,
    rating: 0,
    local_culture: false,
    start_date: null,
    end_date: null,
    merged_ids: [],
    data_date: CASTLES_DATE,
  };
}

/** A UNESCO World Heritage Site (data/sources/unesco-whs: facts only). */
export interface HeritageSite {
  id: number;
  name: string;
  lat: number;
  lng: number;
  /** Wikidata's item for it, or a broader place (SOURCE.md: about 2 % point at a city). */
  qid: string | null;
  /** Wikidata's label of that item. */
  label: string | null;
}

export function loadHeritageSites(): HeritageSite[] {
  return readCsvRows(sourcePath('unesco-whs/whs-wikidata.csv'))
    .filter((row) => row.lat && row.lon)
    .map((row) => ({
      id: Number(row.whs_id),
      name: row.name!,
      lat: Number(row.lat),
      lng: Number(row.lon),
      qid: row.wikidata_qid || null,
      label: row.wikidata_label || null,
    }));
}

/** Words of a World Heritage Site's name that say nothing of which site it is. */
const HERITAGE_STOP_WORDS = new Set(
  'the of and de del la le les di da do des historic historical centre center city old town site sites ancient monuments monument area complex'.split(
    ' ',
  ),
);
const heritageWords = (name: string) =>
  new Set(
    foldName(name)
      .split(' ')
      .filter((word) => word.length > 2 && !HERITAGE_STOP_WORDS.has(word)),
  );

/** A World Heritage Site named like a place lies within this of it (sites are large). */
export const HERITAGE_MATCH_KM = 5;

/**
 * Whether a place is a World Heritage Site itself: the site's Wikidata item is the place's, or
 * within HERITAGE_MATCH_KM the place's telling words all occur in the site's name ("Acropolis of
 * Athens" and "Acropolis, Athens"), or a site name of two or more telling words occurs in the
 * place's. A one-word site name ("Prague" of "Historic Centre of Prague", "Angkor") is too
 * often the city's name to count: a museum of the historic centre is not the site.
 */
export function worldHeritageMatcher(sites: HeritageSite[]): (place: PlaceRecord) => boolean {
  const qids = new Set(sites.map((site) => site.qid).filter(Boolean));
  const index = new GridIndex(
    sites.map((site) => ({
      lat: site.lat,
      lng: site.lng,
      names: [heritageWords(site.name), ...(site.label ? [heritageWords(site.label)] : [])],
    })),
    1,
  );
  const within = (a: Set<string>, b: Set<string>) =>
    a.size > 0 && [...a].every((word) => b.has(word));
  return (place) => {
    if (place.wikidata && qids.has(place.wikidata)) return true;
    // "Piazza della Repubblica, Florence": the words after the comma name the city, not the site.
    const words = heritageWords(place.name.replace(/,[^,]*$/, ''));
    return index
      .within(place.lat, place.lng, HERITAGE_MATCH_KM)
      .some((site) =>
        site.names.some((name) => within(words, name) || (name.size >= 2 && within(name, words))),
      );
  };
}

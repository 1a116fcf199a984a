import { readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { PlaceRecord } from '@ai-map/contracts';
import { WIKIPEDIA_ARTICLES_DATE } from './data-dates';
import { roundCoord } from './geo';
import { sourcePath } from './paths';
import { sightName, type SightClass } from './sight-classes';

/**
 * The worldwide sights layer from geotagged English Wikipedia articles (data/sources/
 * wikipedia-places, Landnotes' "geodata" tiles; SOURCE.md there). Each article becomes at most
 * one sight: its title names it, its coordinate places it, its {{coord}} type and title words
 * classify it, and its length is a weak fame signal (docs/data.md, "Sights from Wikipedia").
 */

/** One article: its primary coordinate, the {{coord}} type and the parsed article length. */
export interface WikipediaArticle {
  /** English Wikipedia title with spaces ("Charles Bridge"). */
  title: string;
  lat: number;
  lng: number;
  /** Characters of the parsed article (Landnotes' "score"). */
  length: number;
  /** The {{coord}} `type:` ("landmark", "mountain", "city"…) or "" when the article gives none. */
  coordType: string;
}

const GEOHASH = '0123456789bcdefghjkmnpqrstuvwxyz';

/** The centre of a geohash cell (8 characters: about ±19 m). */
export function decodeGeohash(hash: string): { lat: number; lng: number } {
  let latMin = -90;
  let latMax = 90;
  let lngMin = -180;
  let lngMax = 180;
  let even = true;
  for (const char of hash) {
    const value = GEOHASH.indexOf(char);
    if (value < 0) throw new Error(`not a geohash: ${hash}`);
    for (let bit = 16; bit >= 1; bit >>= 1) {
      if (even) {
        const mid = (lngMin + lngMax) / 2;
        if (value & bit) lngMin = mid;
        else lngMax = mid;
      } else {
        const mid = (latMin + latMax) / 2;
        if (value & bit) latMin = mid;
        else latMax = mid;
      }
      even = !even;
    }
  }
  return { lat: (latMin + latMax) / 2, lng: (lngMin + lngMax) / 2 };
}

interface Row {
  lat: number;
  lng: number;
  named: boolean;
  length: number;
  coordType: string;
}

/** Rows of one title further apart than this describe several places (a route, a list). */
const SPREAD_KM = 2;

/**
 * Every article of the tiles with one position. The tiles repeat an article once per coordinate
 * it carries: rows with a `name` other than the title are the items of a list or an article's secondary points
 * ("Stolpersteine in Prague-Josefov" → one row per stone) and never the article's own place; of
 * the rest, the row with a {{coord}} type is the article's primary coordinate (the Matterhorn has
 * 20 rows, one typed "mountain"); an article whose untyped rows lie more than SPREAD_KM apart has
 * no single place and is left out.
 */
export function readWikipediaArticles(dir = sourcePath('wikipedia-places')): WikipediaArticle[] {
  const byTitle = new Map<string, Row[]>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.csv.gz'))
    .sort()) {
    const lines = gunzipSync(readFileSync(`${dir}/${file}`))
      .toString('utf8')
      .split('\n');
    for (const line of lines.slice(1)) {
      if (!line) continue;
      const [hash, title, name, length, coordType] = line.split('\t');
      if (!hash || !title) continue;
      const { lat, lng } = decodeGeohash(hash);
      const row = {
        lat,
        lng,
        // A name other than the article's own is an item of it; its own name is its own point
        // ("Temple of Heaven" carries name=Temple of Heaven).
        named: Boolean(name) && name !== sightName(title.replaceAll('_', ' ')),
        length: Number(length) || 0,
        coordType: coordType ?? '',
      };
      const rows = byTitle.get(title);
      if (rows) rows.push(row);
      else byTitle.set(title, [row]);
    }
  }
  const articles: WikipediaArticle[] = [];
  for (const [title, rows] of byTitle) {
    const own = rows.filter((row) => !row.named);
    const primary = own.find((row) => row.coordType) ?? (own.length === 1 ? own[0] : undefined);
    const chosen = primary ?? (own.length > 1 && spreadKm(own) <= SPREAD_KM ? own[0] : undefined);
    if (!chosen) continue;
    articles.push({
      title: title.replaceAll('_', ' '),
      lat: roundCoord(chosen.lat),
      lng: roundCoord(chosen.lng),
      length: chosen.length,
      coordType: chosen.coordType,
    });
  }
  return articles;
}

function spreadKm(rows: Row[]): number {
  const lats = rows.map((r) => r.lat);
  const lngs = rows.map((r) => r.lng);
  const dLat = Math.max(...lats) - Math.min(...lats);
  const dLng = (Math.max(...lngs) - Math.min(...lngs)) * Math.cos((rows[0]!.lat * Math.PI) / 180);
  return Math.hypot(dLat, dLng) * 111.2;
}

/**
 * The place an article is a part of, when its title says so: "Statue of Vitus, Charles Bridge" →
 * "Charles Bridge", "Royal Garden of Prague Castle" → "Prague Castle" (the caller checks that
 * such a sight exists near it: "Church of St. Giles, Prague" names a city, not a sight).
 */
export function partOf(title: string): string | null {
  const name = sightName(title);
  const match = /,\s*([^,]+)$/.exec(name) ?? /\s(?:of|at|on|in)\s(?:the\s)?(.+)$/i.exec(name);
  return match ? match[1]!.trim() : null;
}

export const enwikiUrl = (title: string) =>
  `https://en.wikipedia.org/wiki/${encodeURIComponent(title.replaceAll(' ', '_'))}`;

/** The title of an enwiki URL ("…/wiki/Charles_Bridge" → "Charles Bridge"), or null. */
export function enwikiTitle(url: string | null): string | null {
  const match = url ? /^https?:\/\/en\.wikipedia\.org\/wiki\/(.+)$/.exec(url) : null;
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!).replaceAll('_', ' ');
  } catch {
    return match[1]!.replaceAll('_', ' ');
  }
}

/** An article classified as a sight, as a place record (rating set later, with all signals). */
export function articlePlace(article: WikipediaArticle, sight: SightClass): PlaceRecord {
  return {
    source: 'wikipedia',
    source_id: article.title.replaceAll(' ', '_'),
    kind: 'attraction',
    name: sightName(article.title),
    lat: article.lat,
    lng: article.lng,
    categories: sight.categories,
    type: sight.type,
    cuisines: [],
    address: null,
    phone: null,
    website: null,
    opening_hours: null,
    wikipedia: enwikiUrl(article.title),
    wikidata: null,
    visitors: null,
    heritage: false,
    rating: 0,
    local_culture: sight.categories.includes('museums'),
    start_date: null,
    end_date: null,
    merged_ids: [],
    data_date: WIKIPEDIA_ARTICLES_DATE,
  };
}

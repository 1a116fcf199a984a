import type { RegionRecord } from '@ai-map/contracts';
import { haversineKm } from './geo';
import { GridIndex } from './grid-index';
import type { GuideEntry } from './wikivoyage';

/** A GeoNames place as the city build sees it. */
export interface Settlement {
  id: number;
  name: string;
  /** GeoNames' alternative name, when the package gives one. */
  altName?: string;
  country: string;
  population: number;
  lat: number;
  lng: number;
}

export interface GuideMatch {
  /** Wikivoyage article per GeoNames id, for places that have one. */
  articleOf: Map<number, GuideEntry>;
  /** How many other articles name each GeoNames place (within 100 km of the article). */
  mentions: Map<number, number>;
  /** Articles with no GeoNames place of their name nearby: destinations of their own. */
  unmatched: GuideEntry[];
  /** Region-like articles left out because the catalogue has a region of that name. */
  regionsAlready: number;
}

/** How far from an article's point its place may lie, by kind (a region's point is a centroid). */
const MATCH_KM = { city: 25, island: 40, region: 80, mountain: 40, lake: 40, other: 25 };
const MENTION_KM = 100;

/**
 * Ties Wikivoyage articles to GeoNames places: same folded name (or the article's name without
 * its disambiguation) within MATCH_KM, the most populous first. Articles of no place become
 * destinations of their own, except regions the catalogue already has by name. Also counts, for
 * every place, the articles within 100 km whose text names it (case-sensitive whole words, so
 * "Split" the city counts but "split" the verb does not): a guide naming a town is evidence that
 * travellers go there.
 */
export function matchGuide(
  guide: GuideEntry[],
  places: Settlement[],
  regions: RegionRecord[],
): GuideMatch {
  const byName = new Map<string, Settlement[]>();
  for (const place of places) {
    for (const name of [place.name, place.altName ?? '']) {
      const key = foldKey(name);
      if (key) byName.set(key, [...(byName.get(key) ?? []), place]);
    }
  }
  const regionNames = new Set(regions.map((r) => `${r.country_iso2}:${foldKey(r.name)}`));
  const articleOf = new Map<number, GuideEntry>();
  const unmatched: GuideEntry[] = [];
  let regionsAlready = 0;
  // Primary articles first, so "Rome" claims the Italian capital before "Rome (Georgia)" looks.
  const ordered = [...guide].sort((a, b) => Number(b.primary) - Number(a.primary));
  for (const entry of ordered) {
    // "Bruges (Dutch: Brugge)" is GeoNames' Brugge.
    const named = [entry.name, ...entry.altNames].flatMap(
      (name) => byName.get(foldKey(name)) ?? [],
    );
    const candidates = [...new Set(named)]
      .map((place) => ({ place, km: haversineKm(entry.lat, entry.lng, place.lat, place.lng) }))
      .filter(({ place, km }) => km <= MATCH_KM[entry.kind] && !articleOf.has(place.id))
      .sort((a, b) => b.place.population - a.place.population || a.km - b.km);
    const match = candidates[0]?.place;
    if (match) {
      articleOf.set(match.id, entry);
      continue;
    }
    if (
      entry.kind === 'region' &&
      entry.countryCode &&
      regionNames.has(`${entry.countryCode}:${foldKey(entry.name)}`)
    ) {
      regionsAlready++;
      continue;
    }
    unmatched.push(entry);
  }
  return { articleOf, mentions: countMentions(guide, places), unmatched, regionsAlready };
}

function countMentions(guide: GuideEntry[], places: Settlement[]): Map<number, number> {
  const index = new GridIndex(places, 1);
  const mentions = new Map<number, number>();
  for (const entry of guide) {
    const text = ` ${stripAccents(entry.text).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
    for (const place of index.within(entry.lat, entry.lng, MENTION_KM)) {
      const name = stripAccents(place.name)
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
      if (name.length < 4 || name === stripAccents(entry.name)) continue;
      if (text.includes(` ${name} `)) mentions.set(place.id, (mentions.get(place.id) ?? 0) + 1);
    }
  }
  return mentions;
}

/** Lower case, accents and punctuation folded: the key names are compared by. */
export function foldKey(name: string): string {
  return stripAccents(name)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function stripAccents(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ø/g, 'o')
    .replace(/Ø/g, 'O')
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
}

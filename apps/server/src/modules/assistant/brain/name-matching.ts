import { haversineKm } from '@ai-map/contracts';
import { foldText } from '../../search/text-fold';
import type { LatLng, PlaceEntry, PlaceMatch } from './gazetteer-types';

/** Folded, punctuation-free, single-spaced: "Washington, D.C." → "washington d c". */
export function foldName(text: string): string {
  return foldText(text)
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Short forms in place names, each with the word it stands for. */
const SHORT_FORMS: [RegExp, string][] = [
  [/\b(?:st|sankt|san kt)\b/g, 'saint'],
  [/\bste\b/g, 'sainte'],
  [/\bmt\b/g, 'mount'],
  [/\bft\b/g, 'fort'],
];

/**
 * A name as the destination index keys it: folded, with short forms written out, so that
 * "St Petersburg", "St. Petersburg" and "Saint Petersburg" are one name and every namesake of
 * it is found (Russia's and Florida's; the rest of the request then picks one).
 */
export function nameKey(text: string): string {
  let key = foldName(text);
  for (const [short, long] of SHORT_FORMS) key = key.replace(short, long);
  return key;
}

/**
 * Optimal string alignment distance (Damerau–Levenshtein without repeated edits of one
 * substring), stopping early once it exceeds `max`.
 */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = max + 1;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

export function deletions(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < word.length; i++) out.add(word.slice(0, i) + word.slice(i + 1));
  return [...out];
}

const FILLER = new Set(['the', 'a', 'an', 'of', 'de', 'di', 'du', 'la', 'le', 'del', 'and']);

/**
 * How well a place's name fits a phrase, 0–1: every word of the phrase must appear in the name
 * (one typo tolerated in words of five letters or more, two from eight); covering more of the name
 * scores higher, so "louvre" prefers "Louvre Museum" to "Japon Louvre Sculpture Museum".
 */
export function placeNameScore(phrase: string, name: string): number {
  const query = foldName(phrase)
    .split(' ')
    .filter((w) => w && !FILLER.has(w));
  const words = foldName(name)
    .split(' ')
    .filter((w) => w && !FILLER.has(w));
  if (!query.length || !words.length) return 0;
  let matched = 0;
  let typos = 0;
  for (const q of query) {
    if (words.includes(q)) {
      matched++;
      continue;
    }
    const allowed = q.length >= 8 ? 2 : 1;
    const close = words.find(
      (w) =>
        (q.length >= 5 && editDistance(q, w, allowed) <= allowed) ||
        (q.length >= 4 && w.startsWith(q)),
    );
    if (!close) return 0;
    matched++;
    typos++;
  }
  const coverage = matched / words.length;
  const first = words[0] === query[0] ? 0.05 : 0;
  return Math.max(0, 0.7 + 0.25 * coverage + first - 0.1 * typos);
}

/** Ranks place candidates: name fit first, then nearness to `near`, rating and visitors. */
export function rankPlaces(
  phrase: string,
  candidates: readonly PlaceEntry[],
  near?: LatLng,
): PlaceMatch[] {
  const out: PlaceMatch[] = [];
  for (const c of candidates) {
    const text = placeNameScore(phrase, c.name);
    if (text <= 0) continue;
    const km = near ? haversineKm(near, c) : null;
    const nearness = km === null ? 0 : km < 30 ? 0.15 : km < 300 ? 0.05 : 0;
    const fame =
      0.02 * (c.rating / 10) + (c.visitors ? Math.min(0.03, Math.log10(c.visitors) / 250) : 0);
    const { visitors: _visitors, ...match } = c;
    out.push({ ...match, score: Math.round((text + nearness + fame) * 1000) / 1000 });
  }
  return out.sort((a, b) => b.score - a.score || a.id - b.id).slice(0, 10);
}

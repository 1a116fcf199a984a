import { haversineKm } from '@ai-map/contracts';
import { foldName } from '@ai-map/osm';
import type { ImportedPoint } from './import-entries';
import type { Candidate } from './imports.repository';

/** Any catalogue place this close may be the point when the names agree at least loosely. */
export const NEAR_METRES = 150;
/** This far only with a strong name match (the same name, or one containing the other). */
export const FAR_METRES = 1000;
const LOOSE = 0.5;
const STRONG = 0.85;

/** Letter pairs of a folded name, for the Dice coefficient. */
function bigrams(text: string): Map<string, number> {
  const pairs = new Map<string, number>();
  const squeezed = text.replace(/ /g, '');
  for (let i = 0; i < squeezed.length - 1; i += 1) {
    const pair = squeezed.slice(i, i + 2);
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  }
  return pairs;
}

/**
 * How alike two names are, 0..1, after folding (case, accents, punctuation): 1 the same, 0.9
 * one containing the other (0.6 when the contained name is under six letters), else the Dice
 * coefficient of their letter pairs.
 */
export function nameSimilarity(a: string, b: string): number {
  const x = foldName(a);
  const y = foldName(b);
  if (x === '' || y === '') return 0;
  if (x === y) return 1;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  // A containing name is strong only when the contained one says something ("Louvre" in
  // "Musée du Louvre"); "Home" in "Sweet Home Café" is a loose match, good within 150 m only.
  if (short.length >= 4 && ` ${long} `.includes(` ${short} `)) return short.length >= 6 ? 0.9 : 0.6;
  const p = bigrams(x);
  const q = bigrams(y);
  let common = 0;
  let total = 0;
  for (const [pair, n] of p) common += Math.min(n, q.get(pair) ?? 0);
  for (const n of p.values()) total += n;
  for (const n of q.values()) total += n;
  return total === 0 ? 0 : (2 * common) / total;
}

export interface Match {
  candidate: Candidate;
  distanceM: number;
}

/**
 * The catalogue place each point is, or null: within NEAR_METRES with a loose name match, or
 * within FAR_METRES with a strong one; the best by name, then by distance.
 */
export function matchPoints(points: readonly ImportedPoint[], candidates: readonly Candidate[]) {
  const byPoint = new Map<number, Candidate[]>();
  for (const c of candidates) byPoint.set(c.index, [...(byPoint.get(c.index) ?? []), c]);
  return points.map((point, index): Match | null => {
    let best: (Match & { score: number }) | null = null;
    for (const candidate of byPoint.get(index) ?? []) {
      const distanceM = haversineKm(point, candidate) * 1000;
      const similarity = nameSimilarity(point.name, candidate.name);
      const fits =
        (distanceM <= NEAR_METRES && similarity >= LOOSE) ||
        (distanceM <= FAR_METRES && similarity >= STRONG);
      if (!fits) continue;
      const score = similarity - distanceM / (FAR_METRES * 10);
      if (!best || score > best.score) best = { candidate, distanceM, score };
    }
    return best ? { candidate: best.candidate, distanceM: best.distanceM } : null;
  });
}

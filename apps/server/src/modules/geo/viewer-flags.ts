import type { Database } from '../../db/client';
import type { UserRow } from '../auth/auth.repository';
import type { GeoPoint } from './geo-index';
import { votesOn } from './viewer-flags.repository';

/** Who asks: flags are the signed-in user's own; anonymous viewers have none. */
export type Viewer = UserRow | null;

/** A viewer's marks on a place: favourite → isStared, like → isActive, visited → isVisited. */
export interface Flags {
  isStared: boolean;
  isActive: boolean;
  isVisited: boolean;
}
export const noFlags: Flags = { isStared: false, isActive: false, isVisited: false };

export const flagKey = (p: Pick<GeoPoint, 'kind' | 'id'>) => `${p.kind}:${p.id}`;

/**
 * The viewer's flags on these points in one query, keyed by {@link flagKey}; only points with a
 * flag are in the map. Anonymous viewers get none (and no query).
 */
export async function flagsOf(
  db: Database,
  viewer: Viewer,
  points: readonly GeoPoint[],
): Promise<Map<string, Flags>> {
  const flags = new Map<string, Flags>();
  if (!viewer || !points.length) return flags;
  const rows = await votesOn(
    db,
    viewer.id,
    [...new Set(points.map((p) => p.kind))],
    [...new Set(points.map((p) => p.id))],
  );
  for (const row of rows) {
    const key = `${row.type}:${row.id}`;
    const f = flags.get(key) ?? { ...noFlags };
    if (row.vote === 'favourite') f.isStared = true;
    if (row.vote === 'visited') f.isVisited = true;
    if (row.vote === 'like') f.isActive = true;
    flags.set(key, f);
  }
  return flags;
}

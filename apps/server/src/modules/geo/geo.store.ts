import { GEO_KINDS } from '@ai-map/contracts';
import { count, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogImports, places } from '../../db/schema';
import { PointSet, type GeoPoint } from './geo-index';

/** All points of the four map kinds, in one query. */
export async function loadPoints(db: Database): Promise<GeoPoint[]> {
  const rows = await db
    .select({
      id: places.id,
      kind: places.kind,
      name: places.name,
      lat: places.lat,
      lng: places.lng,
      rating: places.rating,
      categories: places.categories,
      type: places.type,
      cuisines: places.cuisines,
      localCulture: places.localCulture,
      startDate: places.startDate,
      endDate: places.endDate,
    })
    .from(places)
    .where(inArray(places.kind, [...GEO_KINDS]));
  return rows as GeoPoint[];
}

/**
 * A cheap fingerprint of the catalogue: the last import, the number of places and the last
 * change. Imports run in another process (first start, the OSM import CLI), so this is how the
 * running server notices them.
 */
export async function catalogueVersion(db: Database): Promise<string> {
  const [[imports], [placeStats]] = await Promise.all([
    db.select({ id: max(catalogImports.id) }).from(catalogImports),
    db
      .select({ n: count(), changed: sql<string | null>`max(${places.updatedAt})::text` })
      .from(places),
  ]);
  return `${imports?.id ?? 0}|${placeStats?.n ?? 0}|${placeStats?.changed ?? ''}`;
}

export interface GeoStoreOptions {
  /** How often, at most, a request re-checks the catalogue version (ms); 30 s by default. */
  recheckMs?: number;
  /** Points to serve instead of the database (bench). */
  points?: GeoPoint[];
}

const stores = new Set<GeoStore>();

/** Drops the in-memory points of every store of this process (call after an import). */
export function invalidateGeoStores() {
  for (const store of stores) store.invalidate();
}

/**
 * The in-memory point set of one app: loaded on first use, dropped by `invalidate()`, and
 * reloaded when the catalogue version changes (checked at most every `recheckMs`).
 */
export class GeoStore {
  private current: Promise<PointSet> | null = null;
  private version: string | null = null;
  private checkedAt = 0;
  private checking: Promise<void> | null = null;
  private readonly recheckMs: number;

  constructor(
    private readonly db: Database | null,
    private readonly options: GeoStoreOptions = {},
  ) {
    this.recheckMs = options.recheckMs ?? 30_000;
    stores.add(this);
  }

  close() {
    stores.delete(this);
  }

  invalidate() {
    this.current = null;
  }

  async points(): Promise<PointSet> {
    if (this.options.points) {
      this.current ??= Promise.resolve(new PointSet(this.options.points));
      return this.current;
    }
    if (this.current && Date.now() - this.checkedAt >= this.recheckMs) {
      this.checking ??= this.recheck().finally(() => (this.checking = null));
      await this.checking;
    }
    if (!this.current) {
      const loading = this.load();
      this.current = loading;
      loading.catch(() => {
        if (this.current === loading) this.current = null;
      });
    }
    return this.current;
  }

  private async load(): Promise<PointSet> {
    const db = this.db!;
    const [version, points] = await Promise.all([catalogueVersion(db), loadPoints(db)]);
    this.version = version;
    this.checkedAt = Date.now();
    return new PointSet(points);
  }

  private async recheck() {
    this.checkedAt = Date.now();
    const version = await catalogueVersion(this.db!);
    if (version !== this.version) this.invalidate();
  }
}

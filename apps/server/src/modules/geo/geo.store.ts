import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { PointSet, type GeoPoint, type PointSetOptions } from './geo-index';
import { catalogueVersion, loadPoints } from './geo-points.repository';

export interface GeoStoreOptions {
  /** How often, at most, a request re-checks the catalogue version (ms); 30 s by default. */
  recheckMs?: number;
  /** Points to serve instead of the database (bench). */
  points?: GeoPoint[];
  /** Options of every point set the store builds. */
  pointSet?: PointSetOptions;
}

/**
 * The in-memory point set of one app. `start()` (called once the app listens) builds it in the
 * background and rebuilds it after every invalidation; without it the set is built on first use.
 * It is dropped by `invalidate()` (an import in this process announces itself) and when the
 * catalogue version changes (imports by other processes; checked at most every `recheckMs`).
 * Requests that arrive while a build runs wait for it.
 */
export class GeoStore {
  private current: Promise<PointSet> | null = null;
  private version: string | null = null;
  private checkedAt = 0;
  private checking: Promise<void> | null = null;
  private started = false;
  private closed = false;
  private readonly recheckMs: number;

  constructor(
    private readonly db: Database | null,
    private readonly log: FastifyBaseLogger,
    private readonly options: GeoStoreOptions = {},
  ) {
    this.recheckMs = options.recheckMs ?? 30_000;
  }

  /**
   * Builds the point set and its unfiltered layers now, and again after each invalidation from
   * then on, so that map requests find them ready. Resolves when this build is done; a failure
   * is logged (the next request tries again).
   */
  async start() {
    this.started = true;
    await this.build();
  }

  close() {
    this.closed = true;
  }

  invalidate() {
    this.current = null;
    if (this.started && !this.closed) void this.build();
  }

  async points(): Promise<PointSet> {
    if (this.options.points) {
      this.current ??= Promise.resolve(new PointSet(this.options.points, this.options.pointSet));
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

  private async build() {
    const started = performance.now();
    try {
      const set = await this.points();
      await set.warmUp();
      this.log.info(
        { points: set.points.length, ms: Math.round(performance.now() - started) },
        'geo index built',
      );
    } catch (error) {
      this.log.error({ err: error }, 'geo index build failed');
    }
  }

  private async load(): Promise<PointSet> {
    const db = this.db!;
    const [version, points] = await Promise.all([catalogueVersion(db), loadPoints(db)]);
    this.version = version;
    this.checkedAt = Date.now();
    return new PointSet(points, this.options.pointSet);
  }

  private async recheck() {
    this.checkedAt = Date.now();
    const version = await catalogueVersion(this.db!);
    if (version !== this.version) this.invalidate();
  }
}

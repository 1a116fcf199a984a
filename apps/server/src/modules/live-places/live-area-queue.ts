import type { AppContext } from '../../app-context';
import { unreachableHosts } from '../../lib/unreachable-hosts';
import { OverpassBusyError } from './overpass.client';
import { haversineKm } from '@ai-map/contracts';
import {
  citiesByIds,
  findArea,
  finishArea,
  type LiveArea,
  settlementsNear,
  startArea,
} from './live-places.repository';
import { PlaceLocator } from '../catalog/import/place-locator';
import { type Area, cityArea, fetchArea, isFresh } from './live-places.service';

/** Waits after a 429 or 504, doubling each time; the area fails after the last. */
const BACK_OFF_MS = [30_000, 60_000, 120_000];

/**
 * The background fetches of areas: one job per area at a time (asking again while it is queued
 * or running joins it), one Overpass request at a time for the whole server with at least
 * OVERPASS_MIN_INTERVAL_S between two, and back-off on 429/504. An area fetched within
 * LIVE_DATA_REFRESH_DAYS is not fetched again. A failure is recorded on the area and logged;
 * it never reaches the page that asked.
 */
export class LiveAreaQueue {
  private readonly jobs = new Map<string, Promise<void>>();
  /** Asks still finding their area (a page's city, a trip's cities): `idle` waits for them too. */
  private readonly asking = new Set<Promise<unknown>>();
  private chain: Promise<unknown> = Promise.resolve();
  private lastRequestAt = 0;
  private closed = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly backOffMs: readonly number[] = BACK_OFF_MS,
  ) {}

  /** Whether Overpass could be reached lately (or has not been asked yet). */
  reachable(): boolean {
    const config = this.ctx.config.overpass;
    return !config || unreachableHosts.waitFor(config.url) === 0;
  }

  /**
   * Queues the area unless it is fresh or already on its way, or Overpass could not be reached
   * lately (then nothing is queued until its back-off has passed: see lib/unreachable-hosts.ts);
   * answers its current record.
   */
  async request(area: Area): Promise<LiveArea | undefined> {
    const config = this.ctx.config.overpass;
    const current = await findArea(this.ctx.db, area.key);
    if (
      !config ||
      this.closed ||
      this.jobs.has(area.key) ||
      isFresh(current, config.refreshDays) ||
      !this.reachable()
    ) {
      return current;
    }
    await startArea(this.ctx.db, area.key, area.bbox, 'queued');
    const job = this.run(area).finally(() => this.jobs.delete(area.key));
    this.jobs.set(area.key, job);
    return findArea(this.ctx.db, area.key);
  }

  /**
   * Waits for the area's fetch, if one is on its way, until `deadline` (ms since the epoch) at
   * the latest; the fetch goes on after that, in the background.
   */
  async waitFor(key: string, deadline: number): Promise<void> {
    const job = this.jobs.get(key);
    const left = deadline - Date.now();
    if (!job || left <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      job,
      new Promise((resolve) => {
        timer = setTimeout(resolve, left);
      }),
    ]);
    clearTimeout(timer);
  }

  /** Resolves when every ask and every queued job has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.jobs.size || this.asking.size) {
      await Promise.allSettled([...this.asking, ...this.jobs.values()]);
    }
  }

  /** Runs an ask that will end in {@link request} without the caller waiting for it. */
  track(ask: Promise<unknown>): void {
    this.asking.add(ask);
    void ask.finally(() => this.asking.delete(ask));
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }

  private async run(area: Area): Promise<void> {
    const url = this.ctx.config.overpass!.url;
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.inTurn(async () => {
          // Areas queued before Overpass turned out unreachable are not asked for meanwhile.
          if (!this.reachable()) {
            await finishArea(this.ctx.db, area.key, {
              status: 'failed',
              error: 'OpenStreetMap (Overpass) could not be reached; not asked meanwhile.',
            });
            return;
          }
          await fetchArea(this.ctx, area);
          unreachableHosts.succeeded(url, 'OpenStreetMap (Overpass)', this.ctx.log);
        });
        return;
      } catch (error) {
        // No internet: one warning per host now and then, never a stack per area.
        if (unreachableHosts.failed(url, 'OpenStreetMap (Overpass)', error, this.ctx.log)) return;
        const wait = this.backOffMs[attempt];
        if (error instanceof OverpassBusyError && wait !== undefined && !this.closed) {
          this.ctx.log.warn({ area: area.key, ms: wait }, 'overpass busy: backing off');
          await new Promise((resolve) => setTimeout(resolve, wait));
          continue;
        }
        this.ctx.log.error({ err: error, area: area.key }, 'live places: area not fetched');
        return;
      }
    }
  }

  /** Runs `task` after every earlier one, and no sooner than the minimum interval allows. */
  private inTurn<T>(task: () => Promise<T>): Promise<T> {
    const minInterval = this.ctx.config.overpass?.minIntervalMs ?? 0;
    const turn = this.chain.then(async () => {
      const wait = this.lastRequestAt + minInterval - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      this.lastRequestAt = Date.now();
      return task();
    });
    this.chain = turn.catch(() => undefined);
    return turn;
  }
}

/**
 * One queue per database, so the map, city pages, place pages and the planner share one job per
 * area and one request rate, however each reaches it (routes and services get the AppContext,
 * not the app, and tests build their own contexts on the app's database).
 */
const queues = new WeakMap<AppContext['db'], LiveAreaQueue>();

export function liveAreaQueue(ctx: AppContext): LiveAreaQueue {
  let queue = queues.get(ctx.db);
  if (!queue) {
    queue = new LiveAreaQueue(ctx);
    queues.set(ctx.db, queue);
  }
  return queue;
}

/**
 * Queues the places around a city a visitor opened (its page, a place in it, a trip stop there)
 * unless they were fetched within LIVE_DATA_REFRESH_DAYS or OFFLINE=true; never waits for the
 * fetch and never fails the caller: a failure is logged and recorded on the area.
 */
export function requestCityArea(
  ctx: AppContext,
  city: { slug: string; lat: number; lng: number; population: number },
): void {
  if (!ctx.config.overpass) return;
  const queue = liveAreaQueue(ctx);
  queue.track(
    queue
      .request(cityArea(city))
      .catch((error: unknown) =>
        ctx.log.error({ err: error, city: city.slug }, 'live places: area not queued'),
      ),
  );
}

/** The cities of a trip's stops (planned, or a stop added): see {@link requestCityArea}. */
export function requestCityAreas(ctx: AppContext, cityIds: readonly (number | null)[]): void {
  const ids = [...new Set(cityIds.filter((id): id is number => id !== null))];
  if (!ctx.config.overpass || !ids.length) return;
  liveAreaQueue(ctx).track(
    citiesByIds(ctx.db, ids)
      .then((rows) => rows.forEach((city) => requestCityArea(ctx, city)))
      .catch((error: unknown) => ctx.log.error({ err: error }, 'live places: areas not queued')),
  );
}

/** A place or map view belongs to the area of the nearest city within this distance. */
export const NEAR_CITY_KM = 30;

/** Settlements the city of a point is chosen from: enough to hold every disc that contains it. */
const CANDIDATE_CITIES = 40;

/**
 * The city a point belongs to, as the catalogue files its places (PlaceLocator: the most
 * populous city of the nearest one's country whose built-up disc contains the point, else the
 * nearest), within {@link NEAR_CITY_KM}; or undefined (open sea, desert). Never a region, island
 * or landmark article: central Paris is Paris, not "Louvre"; central Rome is Rome.
 */
export async function cityNear(db: AppContext['db'], point: { lat: number; lng: number }) {
  const candidates = await settlementsNear(db, point.lat, point.lng, CANDIDATE_CITIES);
  const { cityId } = new PlaceLocator(candidates).locate(point.lat, point.lng);
  const city = candidates.find((candidate) => candidate.id === cityId);
  return city && haversineKm(city, point) <= NEAR_CITY_KM ? city : undefined;
}

/** The area around a place a visitor opened (a search result, a card): see {@link requestCityArea}. */
export function requestAreaAround(ctx: AppContext, point: { lat: number; lng: number }): void {
  if (!ctx.config.overpass) return;
  liveAreaQueue(ctx).track(
    cityNear(ctx.db, point)
      .then((city) => city && requestCityArea(ctx, city))
      .catch((error: unknown) => ctx.log.error({ err: error }, 'live places: area not queued')),
  );
}

/**
 * How long a chat turn waits for its destinations' places from OpenStreetMap before it plans
 * from what it has (issue 27: a traveller waits a few seconds for a plan, not a minute). One
 * city of the size of Lisbon takes 2–6 s on the public Overpass server.
 */
export const PLAN_FETCH_WAIT_MS = 8_000;
/** At most this many cities of one plan are fetched during the turn (the rest in the background). */
const PLAN_FETCH_CITIES = 3;

/** What a plan's wait for its cities' places found, city by city. */
export interface CityFetch {
  city: string;
  /** fresh: fetched before; fetched: now, within the wait; pending: still coming; failed. */
  status: 'fresh' | 'fetched' | 'pending' | 'failed';
  /** Places imported by the fetch (fresh and fetched). */
  places: number | null;
}

export interface PlanFetch {
  /** offline: OFFLINE=true (no connected mode); unreachable: Overpass failed lately. */
  mode: 'offline' | 'unreachable' | 'online';
  cities: CityFetch[];
}

/**
 * The places of a plan's cities, fetched now where they were not (connected mode): every
 * city's area is queued, and the turn waits for them together at most `waitMs`; what is still
 * on its way arrives in the background. Never fails the plan: a failure is a status.
 */
export async function fetchCityAreasNow(
  ctx: AppContext,
  cityIds: readonly number[],
  waitMs = PLAN_FETCH_WAIT_MS,
): Promise<PlanFetch> {
  const config = ctx.config.overpass;
  if (!config) return { mode: 'offline', cities: [] };
  const queue = liveAreaQueue(ctx);
  if (!queue.reachable()) return { mode: 'unreachable', cities: [] };
  const ids = [...new Set(cityIds)].slice(0, PLAN_FETCH_CITIES);
  const rows = ids.length ? await citiesByIds(ctx.db, ids) : [];
  const deadline = Date.now() + waitMs;
  const cities = await Promise.all(
    rows.map(async (city): Promise<CityFetch> => {
      const area = cityArea(city);
      try {
        const before = await findArea(ctx.db, area.key);
        if (isFresh(before, config.refreshDays))
          return { city: city.name, status: 'fresh', places: before?.places ?? null };
        await queue.request(area);
        await queue.waitFor(area.key, deadline);
        const after = await findArea(ctx.db, area.key);
        if (after?.status === 'done')
          return { city: city.name, status: 'fetched', places: after.places };
        return {
          city: city.name,
          status: after?.status === 'failed' ? 'failed' : 'pending',
          places: null,
        };
      } catch (error) {
        ctx.log.error({ err: error, city: city.slug }, 'live places: plan fetch failed');
        return { city: city.name, status: 'failed', places: null };
      }
    }),
  );
  // A fetch that failed for want of a connection leaves the server marked unreachable.
  return { mode: queue.reachable() ? 'online' : 'unreachable', cities };
}

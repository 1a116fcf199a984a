import { type Cluster, ClustersResponseSchema, MarkersResponseSchema } from '@ai-map/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { places } from '../../db/schema';
import { api } from '../../test-support/api';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** The shared set-up of the geo-*.test.ts files. */

type Kind = 'attraction' | 'shop' | 'food' | 'event';

/** Synthetic points around Rome (no fixture place is there): spaced 0.001° of longitude. */
export function romePoint(kind: Kind, i: number, extra: Partial<typeof places.$inferInsert> = {}) {
  return {
    kind,
    source: 'osm' as const,
    sourceId: `geo-test-${kind}-${i}-${extra.name ?? ''}`,
    name: `${kind} ${i}`,
    lat:
      41.9 + (kind === 'shop' ? 0 : kind === 'event' ? 0.0005 : kind === 'food' ? 0.001 : 0.0015),
    lng: 12.5 + i * 0.001,
    categories: [],
    cuisines: [],
    heritage: false,
    rating: 5,
    localCulture: false,
    ...extra,
  };
}

export const rome = { top_left: { lat: 42.5, lng: 12 }, bottom_right: { lat: 41.5, lng: 13 } };
export const paris = { top_left: { lat: 49, lng: 2 }, bottom_right: { lat: 48.5, lng: 2.6 } };
export const world = { top_left: { lat: 85, lng: -180 }, bottom_right: { lat: -85, lng: 180 } };

/**
 * The app on the test catalogue with synthetic shops, events, attractions and food around Rome,
 * and calls of the cluster and marker endpoints. Call it inside the suite's `describe`.
 */
export function useGeoApp() {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp({ catalogue: true }));
    const rows = [
      ...Array.from({ length: 10 }, (_, i) =>
        romePoint('shop', i, {
          rating: i, // 0..9
          type: i < 3 ? 'bakery' : 'clothes',
          categories: i < 3 ? ['bakeries', 'food-and-drink'] : [],
          localCulture: i === 9,
        }),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        romePoint('event', i, {
          categories: ['festivals'],
          startDate: `2030-0${1 + (i % 9)}-01`,
          endDate: `2030-0${1 + (i % 9)}-03`,
        }),
      ),
      ...Array.from({ length: 3 }, (_, i) => romePoint('attraction', i, { rating: 9 })),
      ...Array.from({ length: 3 }, (_, i) =>
        romePoint('food', i, { cuisines: i === 0 ? ['italian'] : ['pizza'], type: 'Main courses' }),
      ),
    ];
    await t.database.db.insert(places).values(rows);
    t.catalogue.imported();
  });
  afterAll(() => t.close?.());

  const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: api(path), payload: payload as object, headers });

  async function clustersOf(path: string, payload: unknown) {
    const res = await post(path, payload);
    expect(res.statusCode, res.body).toBe(200);
    return ClustersResponseSchema.parse(res.json());
  }
  async function markersOf(path: string, payload: unknown, headers: Record<string, string> = {}) {
    const res = await post(path, payload, headers);
    expect(res.statusCode, res.body).toBe(200);
    return MarkersResponseSchema.parse(res.json());
  }
  const total = (results: Cluster[]) => results.reduce((n, c) => n + c.amount, 0);

  return { t, post, clustersOf, markersOf, total };
}

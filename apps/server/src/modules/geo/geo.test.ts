import {
  clusterIcons,
  clusterZoom,
  ClustersResponseSchema,
  GeneralResponseSchema,
  MarkersResponseSchema,
  sizeClass,
  type Cluster,
} from '@ai-map/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { places, votes } from '../../db/schema';
import { api, registerUser, tokenHeader } from '../../test-support/api';
import { createTestApp } from '../../test-support/test-app';
import { bestRated } from './geo.service';
import { GeoStore } from './geo.store';

/** A logger that keeps what it is told (the store logs its builds). */
function recordingLog() {
  const info = vi.fn();
  const error = vi.fn();
  return { log: { info, error } as unknown as FastifyBaseLogger, info, error };
}

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Kind = 'attraction' | 'shop' | 'food' | 'event';

/** Synthetic points around Rome (no fixture place is there): spaced 0.001° of longitude. */
function romePoint(kind: Kind, i: number, extra: Partial<typeof places.$inferInsert> = {}) {
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

const rome = { top_left: { lat: 42.5, lng: 12 }, bottom_right: { lat: 41.5, lng: 13 } };
const paris = { top_left: { lat: 49, lng: 2 }, bottom_right: { lat: 48.5, lng: 2.6 } };
const world = { top_left: { lat: 85, lng: -180 }, bottom_right: { lat: -85, lng: 180 } };

describe('geo points and clusters', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
    ({ key } = await registerUser(t.app));
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
  afterAll(() => t.close());

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

  it('merges nearby points at a low zoom and splits them at a high zoom', async () => {
    const low = await clustersOf('geo/clusters', { ...rome, zoom: 7, kinds: ['shop'] });
    expect(low.results).toHaveLength(1);
    expect(low.results[0]).toMatchObject({
      amount: 10,
      object: { amount: 10 },
      isNumberMarker: true,
      components: [{ type: 'shopping', count: 10 }],
      rating: 9,
      items: [],
    });
    // The lean shape: what the client derives (icons, size class) is not sent.
    expect(Object.keys(low.results[0]!)).toEqual([
      'id',
      'position',
      'geo_points_json',
      'amount',
      'object',
      'isNumberMarker',
      'components',
      'rating',
      'nested_cluster',
      'nested_clusters',
      'items',
    ]);

    const high = await clustersOf('geo/clusters', { ...rome, zoom: 19, kinds: ['shop'] });
    expect(high.results).toHaveLength(10);
    for (const single of high.results) {
      expect(single).toMatchObject({ amount: 1, isNumberMarker: false });
      expect(single.items).toHaveLength(1);
      expect(single.items[0]).toEqual({
        id: expect.any(Number),
        kind: 'shop',
        name: expect.stringMatching(/^shop \d$/),
        local_culture: expect.any(Boolean),
        isStared: false,
        isActive: false,
        isVisited: false,
      });
      expect(single.id).toBe(`shop:${single.items[0]!.id}`);
      expect(single.geo_points_json).toEqual([single.position.lng, single.position.lat]);
    }
    expect(high.results.map((c) => sizeClass(c.rating)).sort()).toEqual([
      ...Array(3).fill('large'),
      ...Array(3).fill('medium'),
      ...Array(4).fill('small'),
    ]);
  });

  it('clusters each kind on its own, or all kinds together with the icon rule', async () => {
    const perKind = await clustersOf('geo/clusters', { ...rome, zoom: 7 });
    expect(perKind.results).toHaveLength(4);
    expect(perKind.results.map((c) => c.components.length)).toEqual([1, 1, 1, 1]);
    expect(total(perKind.results)).toBe(26);

    const mixed = await clustersOf('geo/general_clusters', { ...rome, zoom: 7 });
    expect(mixed.results).toHaveLength(1);
    const [cluster] = mixed.results;
    expect(cluster!.amount).toBe(26);
    // Largest count first; ties in the order attractions, events, shopping, food_and_drinks.
    expect(cluster!.components).toEqual([
      { type: 'events', count: 10 },
      { type: 'shopping', count: 10 },
      { type: 'attractions', count: 3 },
      { type: 'food_and_drinks', count: 3 },
    ]);
    // Four icons: two shown and "+2".
    expect(clusterIcons(cluster!.components)).toEqual({
      icons: cluster!.components.slice(0, 2),
      more: 2,
    });
    expect(cluster!.nested_cluster).toEqual([]);

    const two = await clustersOf('geo/general_clusters', {
      ...rome,
      zoom: 7,
      rating: [9, 10], // shops 9 and the three attractions
    });
    expect(two.results[0]!.components).toEqual([
      { type: 'attractions', count: 3 },
      { type: 'shopping', count: 1 },
    ]);
    expect(clusterIcons(two.results[0]!.components).more).toBe(0);
    expect(clusterIcons([{ type: 'events', count: 1 }]).icons).toHaveLength(1);
  });

  it('treats an even zoom as the odd zoom below', async () => {
    expect([3, 4, 5, 6, 19, 20].map(clusterZoom)).toEqual([3, 3, 5, 5, 19, 19]);
    for (const [even, odd] of [
      [14, 13],
      [8, 7],
      [4, 3],
    ]) {
      const a = await clustersOf('geo/general_clusters', { ...rome, zoom: even });
      const b = await clustersOf('geo/general_clusters', { ...rome, zoom: odd });
      expect(a).toEqual(b);
      expect(a.cluster_zoom).toBe(odd);
    }
    // 13.6 rounds to 14, clustered as 13.
    expect((await clustersOf('geo/clusters', { ...rome, zoom: 13.6 })).cluster_zoom).toBe(13);
  });

  it('outlines clusters on polygon_clusters unless polyline=false', async () => {
    const withLines = await clustersOf('geo/polygon_clusters', { ...rome, zoom: 7 });
    const ring = withLines.results[0]!.nested_cluster[0]!;
    expect(ring.cluster_type).toBe('events');
    expect(ring.geo_circle_json).toHaveLength(5);
    expect(ring.geo_circle_json[0]).toEqual(ring.geo_circle_json[4]);
    expect(ring.geo_circle_json[0]).toEqual([12.5, 41.9015]);
    expect(ring.geo_circle_json[2]).toEqual([12.509, 41.9]);
    expect(withLines.results[0]!.nested_clusters).toBe(1);
    const without = await clustersOf('geo/polygon_clusters?polyline=false', { ...rome, zoom: 7 });
    expect(without.results[0]!.nested_cluster).toEqual([]);
  });

  it('applies rating, category, local culture, shop type, date and food filters', async () => {
    const shops = (extra: object) => markersOf('geo/shops', { ...rome, zoom: 13, ...extra });
    expect((await shops({})).count).toBe(10);
    expect((await shops({})).results.map((m) => m.rating)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect((await shops({ rating: [7, 10] })).count).toBe(3);
    expect((await shops({ type_of_shop: ['bakery'] })).count).toBe(3);
    expect((await shops({ categories: ['bakeries'] })).count).toBe(3);
    expect((await shops({ local_culture: true })).results.map((m) => m.name)).toEqual(['shop 9']);

    const events = (extra: object) => markersOf('geo/events', { ...rome, zoom: 13, ...extra });
    expect((await events({})).count).toBe(10);
    // Events of 2030-01-01..03 (i = 0 and 9) and 2030-02-01..03 (i = 1) overlap this range.
    expect(
      (await events({ date: { start_date: '2030-01-02', finish_date: '2030-02-01' } })).count,
    ).toBe(3);

    const foods = (extra: object) => markersOf('geo/foods', { ...rome, zoom: 13, ...extra });
    expect((await foods({ country_cuisine_holder: ['italian'] })).count).toBe(1);
    expect((await foods({ type_of_dish: ['Drinks'] })).count).toBe(0);
    const f = (await foods({})).results[0]!;
    expect(f.restaurant_id).toBe(f.id);

    const attractions = await markersOf('geo/attractions', {
      ...paris,
      zoom: 13,
      categories: ['museums'],
    });
    expect(attractions.results.map((a) => a.name)).toEqual(['Louvre']);
    const local = await markersOf('geo/attractions', { ...paris, zoom: 13, local_culture: true });
    expect(local.results.map((a) => a.name)).toEqual(['Louvre']);
    const culture = await markersOf('geo/local_culture', { ...world });
    expect(culture.results.every((m) => m.local_culture)).toBe(true);
    const names = culture.results.map((a) => a.name);
    expect(names).toEqual(expect.arrayContaining(['Louvre', 'shop 9']));
    expect(names).not.toContain('Eiffel Tower');

    // Filters change clusters too, and an attraction category leaves shops alone.
    const filtered = await clustersOf('geo/clusters', {
      ...rome,
      zoom: 7,
      kinds: ['shop', 'attraction'],
      rating: [5, 10],
      categories: ['museums'],
    });
    expect(filtered.results.map((c) => c.amount)).toEqual([5]);
  });

  it('flags the signed-in user’s favourites, visits and likes', async () => {
    const anonymous = await markersOf('geo/attractions', { ...paris, zoom: 13 });
    const eiffel = anonymous.results.find((a) => a.name === 'Eiffel Tower')!;
    expect(eiffel).toMatchObject({ isStared: false, isVisited: false, isActive: false });
    const [user] = await t.database.db.query.users.findMany({ orderBy: (u, o) => o.desc(u.id) });
    await t.database.db.insert(votes).values([
      { userId: user!.id, objectType: 'attraction', objectId: eiffel.id, vote: 'favourite' },
      { userId: user!.id, objectType: 'attraction', objectId: eiffel.id, vote: 'visited' },
    ]);
    const signedIn = await markersOf('geo/attractions', { ...paris, zoom: 13 }, tokenHeader(key));
    expect(signedIn.results.find((a) => a.id === eiffel.id)).toMatchObject({
      attraction_id: eiffel.id,
      isStared: true,
      isVisited: true,
      isActive: false,
    });
    expect(signedIn.results.find((a) => a.name === 'Louvre')!.isStared).toBe(false);
  });

  it('flags the signed-in user’s own places in cluster answers, and nobody else’s', async () => {
    const box = { ...rome, zoom: 19, kinds: ['shop'] };
    const anonymous = await clustersOf('geo/clusters', box);
    const liked = anonymous.results[3]!.items[0]!;
    const [user] = await t.database.db.query.users.findMany({ orderBy: (u, o) => o.desc(u.id) });
    await t.database.db
      .insert(votes)
      .values([{ userId: user!.id, objectType: 'shop', objectId: liked.id, vote: 'like' }]);
    const res = await post('geo/clusters', box, tokenHeader(key));
    expect(res.statusCode, res.body).toBe(200);
    const signedIn = ClustersResponseSchema.parse(res.json());
    // The same answer, but for the liked shop's flag.
    expect(signedIn).toEqual({
      ...anonymous,
      results: anonymous.results.map((c) =>
        c.items[0]?.id === liked.id ? { ...c, items: [{ ...liked, isActive: true }] } : c,
      ),
    });
    // The cached JSON everyone shares was not touched.
    expect(await clustersOf('geo/clusters', box)).toEqual(anonymous);
    // polygon_clusters and general_clusters patch the same way.
    const general = await post('geo/general_clusters', { ...rome, zoom: 19 }, tokenHeader(key));
    const flagged = ClustersResponseSchema.parse(general.json()).results.filter(
      (c) => c.items[0]?.isActive,
    );
    expect(flagged.map((c) => c.id)).toEqual([`shop:${liked.id}`]);
  });

  it('answers both sides of a box across the antimeridian', async () => {
    const fiji = (i: number, lng: number) => ({
      ...romePoint('food', 100 + i, { name: `fiji ${i}` }),
      lat: -17.8,
      lng,
    });
    await t.database.db.insert(places).values([fiji(0, 179.95), fiji(1, -179.95), fiji(2, 170)]);
    t.catalogue.imported();
    const across = { top_left: { lat: -17, lng: 179 }, bottom_right: { lat: -18.5, lng: -179 } };
    const names = (results: Cluster[]) => results.map((c) => c.items[0]?.name).sort();

    const high = await clustersOf('geo/clusters', { ...across, zoom: 15, kinds: ['food'] });
    expect(names(high.results)).toEqual(['fiji 0', 'fiji 1']);
    const general = await clustersOf('geo/general_clusters', { ...across, zoom: 13 });
    expect(names(general.results)).toEqual(['fiji 0', 'fiji 1']);
    const foods = await markersOf('geo/foods', across);
    expect(foods.results.map((m) => m.name).sort()).toEqual(['fiji 0', 'fiji 1']);
    // The east side alone, as before.
    const east = { top_left: { lat: -17, lng: 169 }, bottom_right: { lat: -18.5, lng: 179.99 } };
    expect((await markersOf('geo/foods', east)).results.map((m) => m.name).sort()).toEqual([
      'fiji 0',
      'fiji 2',
    ]);
    expect((await post('geo/general', { ...across, zoom: 8 })).statusCode).toBe(200);
  });

  it('refuses upside-down boxes, bad zooms and unknown categories', async () => {
    const upsideDown = await post('geo/clusters', {
      top_left: rome.bottom_right,
      bottom_right: rome.top_left,
      zoom: 5,
    });
    expect(upsideDown.statusCode).toBe(400);
    expect(upsideDown.json()).toMatchObject({
      code: 'invalid',
      // Only the latitudes count: west east of east is a box across the antimeridian.
      fields: { top_left: [expect.stringContaining('inverted bounding box')] },
    });
    for (const zoom of [2, 21, 2.4, 'five']) {
      const res = await post('geo/clusters', { ...rome, zoom });
      expect(res.statusCode, String(zoom)).toBe(400);
      expect(Object.keys(res.json<{ fields: object }>().fields)).toEqual(['zoom']);
    }
    expect((await post('geo/clusters', { ...rome })).statusCode).toBe(400);
    const unknown = await post('geo/attractions', { ...rome, categories: ['museums', 'nope'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fields: { categories: ['Unknown category "nope".'] } });
    const rating = await post('geo/shops', { ...rome, rating: [5, 11] });
    expect(rating.statusCode).toBe(400);
    const dates = await post('geo/events', { ...rome, date: { start_date: '2030-01-01' } });
    expect(dates.statusCode).toBe(400);
  });

  it('clamps a huge box instead of refusing it', async () => {
    const huge = {
      top_left: { lat: 120.1234567, lng: -500 },
      bottom_right: { lat: -120, lng: 500 },
      zoom: 3,
    };
    const body = await clustersOf('geo/general_clusters', huge);
    expect(body).toEqual(await clustersOf('geo/general_clusters', { ...world, zoom: 3 }));
    expect(total(body.results)).toBeGreaterThan(26);
    expect((await markersOf('geo/attractions', huge)).count).toBe(3 + 3);
  });

  it('answers countries at low zoom and cities from zoom 6', async () => {
    const europe = { top_left: { lat: 60, lng: -10 }, bottom_right: { lat: 30, lng: 30 } };
    const countries = GeneralResponseSchema.parse(
      (await post('geo/general', { ...europe, zoom: 4 })).json(),
    );
    expect(countries.results.map((c) => c.country_slug).sort()).toEqual(['france', 'malta']);
    expect(countries.results.every((c) => c.type === 'country')).toBe(true);
    const cities = GeneralResponseSchema.parse(
      (await post('geo/general', { ...paris, zoom: 8 })).json(),
    );
    expect(cities.results.map((c) => c.city_name)).toEqual(['Paris']);
    expect(cities.results[0]!.category_icons.length).toBeGreaterThan(0);
  });

  it('sees new places after an import in this process and after a catalogue version change', async () => {
    const before = await markersOf('geo/attractions', rome);
    await t.database.db.insert(places).values(romePoint('attraction', 50, { name: 'new one' }));
    // Within the 30 s re-check window the app keeps its points until an import is announced.
    expect((await markersOf('geo/attractions', rome)).count).toBe(before.count);
    t.catalogue.imported();
    expect((await markersOf('geo/attractions', rome)).count).toBe(before.count + 1);

    const store = new GeoStore(t.database.db, recordingLog().log, { recheckMs: 0 });
    const first = await store.points();
    expect(await store.points()).toBe(first); // unchanged version: same set
    await t.database.db.insert(places).values(romePoint('attraction', 51, { name: 'newer' }));
    const second = await store.points();
    expect(second).not.toBe(first);
    expect(second.byKind.attraction.length).toBe(first.byKind.attraction.length + 1);
    store.close();
  });

  it('builds the index in the background once the app listens', async () => {
    const start = vi.spyOn(GeoStore.prototype, 'start');
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      expect(start).toHaveBeenCalledTimes(1);
      await start.mock.results[0]!.value;
    } finally {
      start.mockRestore();
    }
  });

  it('rebuilds a started store after each invalidation, and stops when closed', async () => {
    const { log, info, error } = recordingLog();
    const store = new GeoStore(t.database.db, log);
    await store.start();
    expect(info).toHaveBeenCalledWith(
      { points: expect.any(Number), ms: expect.any(Number) },
      'geo index built',
    );
    const first = await store.points();
    await t.database.db.insert(places).values(romePoint('attraction', 52, { name: 'newest' }));
    store.invalidate();
    // The rebuild starts at once, without waiting for a request.
    await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(2));
    const second = await store.points();
    expect(second.byKind.attraction.length).toBe(first.byKind.attraction.length + 1);
    store.close();
    store.invalidate();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(info).toHaveBeenCalledTimes(2);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('bestRated', () => {
  it('keeps the best rated points of a large set, best first', () => {
    const points = Array.from({ length: 5000 }, (_, i) => ({
      id: i,
      kind: 'shop' as const,
      name: `p${i}`,
      lat: 0,
      lng: 0,
      rating: ((i * 7919) % 1001) / 100, // 0..10 in hundredths, scrambled
      categories: [],
      type: null,
      cuisines: [],
      localCulture: false,
      startDate: null,
      endDate: null,
    }));
    const expected = [...points].sort((a, b) => b.rating - a.rating || a.id - b.id).slice(0, 500);
    expect(bestRated([...points], 500)).toEqual(expected);
    expect(bestRated(points.slice(0, 10), 500)).toHaveLength(10);
  });
});

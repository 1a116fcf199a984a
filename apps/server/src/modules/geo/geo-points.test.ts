import { ClustersResponseSchema, GeneralResponseSchema, type Cluster } from '@ai-map/contracts';
import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { places, users, votes } from '../../db/schema';
import { registerUser, tokenHeader } from '../../test-support/api';
import { bestRated } from './geo.service';
import { GeoStore } from './geo.store';
import { paris, rome, romePoint, useGeoApp, world } from './geo.fixtures';

/** A logger that keeps what it is told (the store logs its builds). */
function recordingLog() {
  const info = vi.fn();
  const error = vi.fn();
  return { log: { info, error } as unknown as FastifyBaseLogger, info, error };
}

describe('geo points and clusters', () => {
  const { t, post, clustersOf, markersOf, total } = useGeoApp();
  let key: string;
  beforeAll(async () => {
    ({ key } = await registerUser(t.app));
  });

  it('flags the signed-in user’s favourites, visits and likes', async () => {
    const anonymous = await markersOf('geo/attractions', { ...paris, zoom: 13 });
    const eiffel = anonymous.results.find((a) => a.name === 'Eiffel Tower')!;
    expect(eiffel).toMatchObject({ isStared: false, isVisited: false, isActive: false });
    const [user] = await t.database.db.select().from(users).orderBy(desc(users.id));
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
    const [user] = await t.database.db.select().from(users).orderBy(desc(users.id));
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

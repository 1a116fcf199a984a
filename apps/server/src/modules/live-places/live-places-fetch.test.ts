import { API_BASE, LiveAreaSchema, livePaths } from '@ai-map/contracts';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cities, places } from '../../db/schema';
import { cityRow } from '../catalog/import/record-rows';
import { createTestApp } from '../../test-support/test-app';
import { testCities } from '../../test-support/test-bundle';
import { contextOf } from '../../test-support/test-context';
import { LiveAreaQueue, liveAreaQueue } from './live-area-queue';
import { findArea } from './live-places.repository';
import { areaKm2, cityArea, fetchArea } from './live-places.service';
import { areaQuery, OverpassBusyError } from './overpass.client';
import { env, fake, useLivePlacesApp } from './live-places.fixtures';

const { t, areaStatus } = useLivePlacesApp();

describe('places from OpenStreetMap on demand', () => {
  it('writes an Overpass QL query for nodes, ways and relations with their centres', () => {
    const query = areaQuery([5.3, 43.2, 5.4, 43.3]);
    expect(query.startsWith('[out:json][timeout:120];')).toBe(true);
    expect(query).toContain('nwr["amenity"]["name"](43.200000,5.300000,43.300000,5.400000);');
    expect(query.trim().endsWith('out center tags;')).toBe(true);
    const area = cityArea({ slug: 'x', lat: 43.3, lng: 5.37, population: 870_000 });
    expect(area.key).toBe('city:x');
    // 870,000 people fill a disc of ~8.3 km: the square reaches ~10 km from the centre.
    expect(Math.sqrt(areaKm2(area.bbox)) / 2).toBeCloseTo(10, 0);
  });

  it('fetches a city in the background, imports its places by OSM id and announces it', async () => {
    let announced = 0;
    t.catalogue.onImported(() => (announced += 1));
    const before = await areaStatus('marseille');
    expect(before).toEqual({
      enabled: true,
      reachable: true,
      city_name: 'Marseille',
      status: null,
      places: null,
      finished_at: null,
    });

    const asked = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/${livePaths.areas}`,
      payload: { city_slug: 'marseille' },
    });
    expect(asked.statusCode).toBe(200);
    expect(['queued', 'running']).toContain(LiveAreaSchema.parse(asked.json()).status);
    await expect.poll(async () => (await areaStatus('marseille')).status).toBe('done');
    expect(await areaStatus('marseille')).toMatchObject({ places: 300 });
    expect(announced).toBe(1);

    const rows = await t.database.db
      .select()
      .from(places)
      .where(and(eq(places.source, 'osm'), like(places.name, 'Place %')));
    expect(rows).toHaveLength(300);
    const [marseille] = await t.database.db
      .select()
      .from(cities)
      .where(eq(cities.slug, 'marseille'));
    expect(new Set(rows.map((row) => row.cityId))).toEqual(new Set([marseille!.id]));
    expect(new Set(rows.map((row) => row.kind))).toEqual(
      new Set(['food', 'attraction', 'shop', 'bank', 'currency_exchange', 'car_rental']),
    );
    const cafe = rows.find((row) => row.name === 'Place 2')!;
    expect(cafe).toMatchObject({ kind: 'food', sourceId: 'n9000000001', searchName: 'place 2' });
    // Dated by the fetch: what OpenStreetMap said today.
    expect(new Set(rows.map((row) => row.dataDate))).toEqual(
      new Set([new Date().toISOString().slice(0, 10)]),
    );
    expect(cafe.categories.length).toBeGreaterThan(0);
    // Ways keep their own id space: w… beside n….
    expect(rows.filter((row) => row.sourceId.startsWith('w'))).toHaveLength(60);
    // The city's derived counts were refreshed in the same import.
    expect(marseille!.foodCount).toBeGreaterThanOrEqual(90);
    const query = fake.queries.at(-1)!;
    expect(query).toContain('out center tags;');

    // Asked again while fresh: no second query.
    const queries = fake.queries.length;
    await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/${livePaths.areas}`,
      payload: { city_slug: 'marseille' },
    });
    expect(fake.queries.length).toBe(queries);
  });

  it('upserts by OSM id: a second fetch updates the same rows', async () => {
    const ctx = contextOf(t);
    const [marseille] = await t.database.db
      .select()
      .from(cities)
      .where(eq(cities.slug, 'marseille'));
    const result = await fetchArea(ctx, cityArea(marseille!));
    expect(result).toMatchObject({ status: 'done', places: 300, elements: 301 });
    const rows = await t.database.db
      .select({ id: places.id })
      .from(places)
      .where(like(places.name, 'Place %'));
    expect(rows).toHaveLength(300);
  });

  it('finds the area of a map view by its nearest city, and none in the open sea', async () => {
    const near = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/${livePaths.areas}?lat=43.30&lng=5.38`,
    });
    expect(near.json()).toMatchObject({ city_name: 'Marseille', status: 'done', places: 300 });
    const sea = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/${livePaths.areas}`,
      payload: { lat: 30, lng: -40 },
    });
    expect(sea.json()).toEqual({
      enabled: true,
      reachable: true,
      city_name: null,
      status: null,
      places: null,
      finished_at: null,
    });
  });

  it('names a map view after the city it lies in, never an area or landmark article', async () => {
    // Wikivoyage articles stored as destinations of their own lie in central Paris: the
    // "Louvre" (a landmark area) 1 km from the centre, nearer than Paris's own point.
    const [paris] = await t.database.db.select().from(cities).where(eq(cities.slug, 'paris'));
    const louvre = testCities.find((c) => c.slug === 'paris')!;
    await t.database.db.insert(cities).values(
      cityRow(
        {
          ...louvre,
          geonames_id: -42,
          slug: 'louvre',
          name: 'Louvre',
          population: 0,
          lat: 48.86034,
          lng: 2.3376,
          destination_type: 'region',
          wikivoyage: 'Louvre',
        },
        paris!.countryId,
        paris!.regionId,
      ),
    );
    const view = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/${livePaths.areas}?lat=48.8606&lng=2.3372`,
    });
    expect(view.json()).toMatchObject({ city_name: 'Paris' });
  });

  it('answers 404 for an unknown city and 400 for a missing one', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/${livePaths.areas}`,
      payload: { city_slug: 'atlantis' },
    });
    expect(unknown.statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/${livePaths.areas}`,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'invalid' });
  });

  it('refuses an area over the size cap, records 429 as a failure and backs off until it passes', async () => {
    const ctx = contextOf(t);
    await expect(fetchArea(ctx, { key: 'city:huge', bbox: [0, 40, 2, 42] })).rejects.toThrow(
      /OVERPASS_MAX_AREA_KM2/,
    );

    const [paris] = await t.database.db.select().from(cities).where(eq(cities.slug, 'paris'));
    const area = cityArea(paris!);
    fake.busy(1);
    await expect(fetchArea(ctx, area)).rejects.toBeInstanceOf(OverpassBusyError);
    expect(await findArea(t.database.db, area.key)).toMatchObject({
      status: 'failed',
      error: 'Overpass is busy (HTTP 429)',
    });

    fake.busy(2);
    const queue = new LiveAreaQueue(ctx, [20, 40]);
    const queries = fake.queries.length;
    await queue.request(area);
    await queue.idle();
    // Two 429s, then the answer.
    expect(fake.queries.length - queries).toBe(3);
    expect(await findArea(t.database.db, area.key)).toMatchObject({ status: 'done', places: 0 });
  });

  it('asks nothing with OFFLINE=true', async () => {
    const offline = await createTestApp({ catalogue: true, env: { ...env, OFFLINE: 'true' } });
    try {
      const queries = fake.queries.length;
      const answer = await offline.app.inject({
        method: 'POST',
        url: `${API_BASE}/${livePaths.areas}`,
        payload: { city_slug: 'marseille' },
      });
      expect(answer.json()).toEqual({
        enabled: false,
        reachable: true,
        city_name: 'Marseille',
        status: null,
        places: null,
        finished_at: null,
      });
      // Nor does a city page.
      const page = await offline.app.inject({ method: 'GET', url: `${API_BASE}/city/valletta/` });
      expect(page.statusCode).toBe(200);
      await liveAreaQueue(contextOf(offline)).idle();
      expect(await findArea(offline.database.db, 'city:valletta')).toBeUndefined();
      expect(fake.queries.length).toBe(queries);
    } finally {
      await offline.close();
    }
  });
});

import { eq, like, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { cities, placeImages, places, tripIdeas, tripStops, trips } from '../../db/schema';
import { syntheticCity } from '../../test-support/fake-overpass';
import { encodePlaces, upsertPlaceBatch } from '../catalog/import/place-writes.repository';
import { MARSEILLE, useLivePlacesApp } from './live-places.fixtures';
import { BATCH, cityArea, importElements } from './live-places.service';

const { t, fetchCityFrom } = useLivePlacesApp();

describe('a fetch over places already stored', () => {
  it('updates a fetched place stored outside the area instead of adding it again', async () => {
    const db = t.database.db;
    // Stored by an earlier fetch where OpenStreetMap had it then, 30 km away.
    await db.insert(places).values({
      kind: 'food',
      source: 'osm',
      sourceId: 'n702',
      name: 'Le Comptoir',
      lat: 48.6,
      lng: 2.1,
      categories: ['cafes'],
      cuisines: [],
      heritage: false,
      localCulture: false,
      rating: 5,
    });
    try {
      const { city: paris } = await fetchCityFrom('paris', [
        {
          type: 'node',
          id: 702,
          lat: 48.857,
          lon: 2.352,
          tags: { amenity: 'cafe', name: 'Le Comptoir' },
        },
      ]);
      const rows = await db.select().from(places).where(eq(places.sourceId, 'n702'));
      expect(rows.map((row) => [row.lat, row.lng, row.cityId])).toEqual([
        [48.857, 2.352, paris.id],
      ]);
    } finally {
      await db.delete(places).where(eq(places.sourceId, 'n702'));
    }
  });

  it('removes a stored OSM row that duplicates a bundled place, moving its trip stops, ideas and photos', async () => {
    const db = t.database.db;
    const [louvre] = await db.select().from(places).where(eq(places.sourceId, 'Q19675'));
    // An earlier fetch (before the de-duplication) stored the Louvre's node as a place of its own.
    const [stale] = await db
      .insert(places)
      .values({
        kind: 'attraction',
        source: 'osm',
        sourceId: 'n601',
        name: 'Louvre',
        lat: louvre!.lat + 40 / 111_320,
        lng: louvre!.lng,
        countryId: louvre!.countryId,
        regionId: louvre!.regionId,
        cityId: louvre!.cityId,
        categories: ['museums'],
        cuisines: [],
        heritage: false,
        localCulture: false,
        rating: 6,
      })
      .returning();
    const [trip] = await db.insert(trips).values({ durationDays: 1 }).returning();
    const stop = {
      tripId: trip!.id,
      placeType: 'attraction' as const,
      name: 'Louvre',
      lat: 0,
      lng: 0,
    };
    await db.insert(tripStops).values([
      { ...stop, dayOfTrip: 1, numberInTrip: 1, placeId: stale!.id },
      // A city stop whose city id happens to equal the row's id is not a place: left alone.
      { ...stop, dayOfTrip: 1, numberInTrip: 2, placeType: 'city', placeId: stale!.id },
    ]);
    await db.insert(tripIdeas).values({ ...stop, placeId: stale!.id });
    await db.insert(placeImages).values({ placeId: stale!.id, file: 'louvre.jpg' });

    try {
      await fetchCityFrom('paris', [
        {
          type: 'node',
          id: 601,
          lat: louvre!.lat + 40 / 111_320,
          lon: louvre!.lng,
          tags: { tourism: 'museum', name: 'Louvre', website: 'https://www.louvre.fr/' },
        },
      ]);
      expect(await db.select().from(places).where(eq(places.id, stale!.id))).toEqual([]);
      const [kept] = await db.select().from(places).where(eq(places.id, louvre!.id));
      expect(kept).toMatchObject({ name: 'Louvre', website: 'https://www.louvre.fr/' });
      const stops = await db.select().from(tripStops).where(eq(tripStops.tripId, trip!.id));
      expect(stops.map((row) => [row.placeType, row.placeId]).sort()).toEqual([
        ['attraction', louvre!.id],
        ['city', stale!.id],
      ]);
      const ideas = await db.select().from(tripIdeas).where(eq(tripIdeas.tripId, trip!.id));
      expect(ideas.map((row) => row.placeId)).toEqual([louvre!.id]);
      const photos = await db.select().from(placeImages).where(eq(placeImages.file, 'louvre.jpg'));
      expect(photos.map((row) => row.placeId)).toEqual([louvre!.id]);
    } finally {
      await db.delete(trips).where(eq(trips.id, trip!.id));
      await db.delete(placeImages).where(eq(placeImages.file, 'louvre.jpg'));
    }
  });
});

describe('a refresh of fetched places', () => {
  it('rewrites only what OpenStreetMap changed and keeps what Wikidata added', async () => {
    const db = t.database.db;
    const [marseille] = await db.select().from(cities).where(eq(cities.slug, 'marseille'));
    const row = (sourceId: string, name: string, website: string | null) => ({
      kind: 'food' as const,
      source: 'osm' as const,
      sourceId,
      name,
      lat: MARSEILLE.lat,
      lng: MARSEILLE.lng,
      countryId: marseille!.countryId,
      regionId: marseille!.regionId,
      cityId: marseille!.id,
      categories: ['cafes', 'food'],
      type: 'Cafe',
      cuisines: [],
      website,
      heritage: false,
      rating: 5,
      localCulture: false,
      startDate: null,
      endDate: null,
    });
    const stored = async () =>
      Object.fromEntries(
        (await db.select().from(places).where(like(places.sourceId, 'nrefresh%'))).map((p) => [
          p.sourceId,
          p,
        ]),
      );
    for (const bypassRowTriggers of [false, true]) {
      const write = (rows: ReturnType<typeof row>[]) =>
        db.transaction((tx) => upsertPlaceBatch(tx, encodePlaces(rows), { bypassRowTriggers }));
      await db.delete(places).where(like(places.sourceId, 'nrefresh%'));
      await write([
        row('nrefresh1', 'Café Un', null),
        row('nrefresh2', 'Café Deux', null),
        row('nrefresh3', 'Café Trois', 'https://trois.example/'),
      ]);
      const first = await stored();
      expect(Object.keys(first).sort()).toEqual(['nrefresh1', 'nrefresh2', 'nrefresh3']);
      // The Wikidata sweep found a website for the first café.
      await db
        .update(places)
        .set({ website: 'https://un.example/' })
        .where(eq(places.id, first.nrefresh1!.id));
      const before = await stored();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await write([
        row('nrefresh1', 'Café Un', null),
        row('nrefresh2', 'Café Deux', null),
        row('nrefresh3', 'Café Trois Bis', 'https://trois.example/'),
        row('nrefresh4', 'Café Quatre', null),
      ]);
      const after = await stored();
      // OSM has no website for it: the one Wikidata gave stays, and nothing else changed.
      expect(after.nrefresh1).toEqual(before.nrefresh1);
      expect(after.nrefresh1!.website).toBe('https://un.example/');
      expect(after.nrefresh2).toEqual(before.nrefresh2);
      // A renamed place is the same row, rewritten, with its search name folded again.
      expect(after.nrefresh3).toMatchObject({
        id: before.nrefresh3!.id,
        name: 'Café Trois Bis',
        searchName: 'cafe trois bis',
      });
      expect(after.nrefresh3!.updatedAt.getTime()).toBeGreaterThan(
        before.nrefresh3!.updatedAt.getTime(),
      );
      expect(after.nrefresh4).toMatchObject({ name: 'Café Quatre', searchName: 'cafe quatre' });
    }
  });
});

describe('a large area', () => {
  const PARIS = { lat: 48.8566, lng: 2.3522 };
  /** 6,000 places: three batches of BATCH (2,500), shared out between the writers. */
  const elements = syntheticCity(PARIS, 6000, { firstId: 8_000_000_000, prefix: 'Grand' });
  const grand = () => like(places.name, 'Grand %');
  const parisRow = async () =>
    (await t.database.db.select().from(cities).where(eq(cities.slug, 'paris')))[0]!;

  it('is written in batches shared out between the writers, every place once, and counted', async () => {
    const db = t.database.db;
    try {
      const before = await parisRow();
      const { area } = await fetchCityFrom('paris', elements);
      expect(area).toMatchObject({ status: 'done', elements: 6000, places: 6000 });
      const rows = await db.select({ sourceId: places.sourceId }).from(places).where(grand());
      expect(new Set(rows.map((row) => row.sourceId)).size).toBe(6000);
      // syntheticCity cycles through ten kinds of place, three of them food (restaurant, cafe, bar).
      expect((await parisRow()).foodCount).toBe(before.foodCount + 1800);
    } finally {
      await db.delete(places).where(grand());
    }
  });

  it('fails as a whole when one writer fails: the other stops, and no counts change', async () => {
    const db = t.database.db;
    const before = await parisRow();
    // The database as importElements sees it, but the third statement sent in its
    // transactions fails: a writer's first batch, before its insert.
    let statements = 0;
    const bound = <T extends object>(target: T, key: string | symbol) => {
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    };
    const failing = new Proxy(db, {
      get: (target, key) =>
        key !== 'transaction'
          ? bound(target, key)
          : (work: (tx: Database) => Promise<unknown>) =>
              target.transaction((tx) =>
                work(
                  new Proxy(tx, {
                    get: (inner, innerKey) =>
                      innerKey !== 'execute'
                        ? bound(inner, innerKey)
                        : (query: SQL) => {
                            statements += 1;
                            if (statements === 3) throw new Error('connection lost');
                            return inner.execute(query);
                          },
                  }) as unknown as Database,
                ),
              ),
    });
    try {
      await expect(importElements(failing, elements, cityArea(before).bbox)).rejects.toThrow(
        'connection lost',
      );
      // The failed writer's batch is rolled back and the other writer takes no batch after the
      // failure: at most the one batch it had (not the 3,500 rows of the two left), and the
      // counts were not refreshed.
      const written = await db.select({ id: places.id }).from(places).where(grand());
      expect(written.length).toBeLessThanOrEqual(BATCH);
      expect((await parisRow()).foodCount).toBe(before.foodCount);
    } finally {
      await db.delete(places).where(grand());
    }
  });
});

import { and, count, eq, sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import {
  catalogImports,
  cities,
  countries,
  places,
  regions,
  trips,
  tripStops,
} from '../../../db/schema';
import { testPlaceRecord } from '@ai-map/contracts/testing';
import { createTestDatabase } from '../../../test-support/test-database';
import { testCities, testPlaces, writeTestBundle } from '../../../test-support/test-bundle';
import { saveEnrichment } from '../../wikimedia/wikimedia.repository';
import { importBundle } from './bundle-import';
import { holidayRows } from './holidays';
import { silentProgress } from './progress';

describe('bundle import', () => {
  let handle: DatabaseHandle;
  let dir: string;
  const year = new Date().getUTCFullYear();

  beforeAll(async () => {
    handle = await createTestDatabase();
    dir = await mkdtemp(path.join(os.tmpdir(), 'ai-map-bundle-'));
  });
  afterAll(async () => {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  });

  const tally = async () => ({
    countries: (await handle.db.select({ n: count() }).from(countries))[0]!.n,
    regions: (await handle.db.select({ n: count() }).from(regions))[0]!.n,
    cities: (await handle.db.select({ n: count() }).from(cities))[0]!.n,
    places: (await handle.db.select({ n: count() }).from(places))[0]!.n,
  });

  it('imports every entity, places points by their nearest city and adds holidays', async () => {
    const result = await importBundle(
      handle.db,
      await writeTestBundle(path.join(dir, 'v1')),
      silentProgress,
    );
    expect(result.imported).toBe(true);
    expect(result.counts).toMatchObject({ countries: 2, regions: 3, cities: 3, places: 5 });
    expect(result.skipped).toMatchObject({ regions: 1, cities: 0 });
    expect(result.counts.holidays).toBeGreaterThan(20);

    const [eiffel] = await handle.db
      .select({ city: cities.slug, region: regions.code, country: countries.iso2 })
      .from(places)
      .innerJoin(cities, eq(cities.id, places.cityId))
      .innerJoin(regions, eq(regions.id, places.regionId))
      .innerJoin(countries, eq(countries.id, places.countryId))
      .where(eq(places.sourceId, 'Q243'));
    expect(eiffel).toEqual({ city: 'paris', region: 'IDF', country: 'FR' });

    const [cafe] = await handle.db.select().from(places).where(eq(places.sourceId, 'n1'));
    expect(cafe).toMatchObject({
      kind: 'food',
      cuisines: ['coffee_shop'],
      openingHours: 'Mo-Su 07:30-19:00',
    });
    const [rock] = await handle.db.select().from(places).where(eq(places.sourceId, 'n3'));
    expect(rock).toMatchObject({ cityId: null, regionId: null, countryId: null });

    const [paris] = await handle.db.select().from(cities).where(eq(cities.slug, 'paris'));
    expect(paris!.climate).toHaveLength(12);
    expect(paris!.regionId).not.toBeNull();
    // Derived figures: two Paris attractions; 4 + log10(2138551/15000)=2 (capped) + 1.5·log10(3)
    // + 0.5 (capital) + 1.5 (Wikivoyage article "Paris") + 1.5 (11 guides name it, capped) → 10.
    expect(paris!.attractionsCount).toBe(2);
    expect(paris!.rating).toBe(10);
    // Marseille: 4 + 1.76 + 0 + 0.3 (coast) + 1 (2 guides name it), no article.
    const [marseille] = await handle.db.select().from(cities).where(eq(cities.slug, 'marseille'));
    expect(marseille!.rating).toBe(7.1);
    const [france] = await handle.db.select().from(countries).where(eq(countries.iso2, 'FR'));
    expect(france).toMatchObject({ citiesCount: 2, regionsCount: 2, attractionsCount: 2 });
    expect(france!.eventsCount).toBeGreaterThan(10);
    // 4 + min(3, 2·log10(90.4)) + log10(3)
    expect(france!.rating).toBe(7.5);

    // The query planner knows the imported rows (PGlite has no autovacuum to tell it).
    const planned = (await handle.db.execute(
      sql`select relname, reltuples from pg_class
          where relname in ('countries', 'cities', 'places') order by relname`,
    )) as unknown as { rows: { relname: string; reltuples: number }[] };
    expect(planned.rows.map((row) => [row.relname, Number(row.reltuples)])).toEqual([
      ['cities', 3],
      ['countries', 2],
      ['places', (await tally()).places],
    ]);
  });

  it('stores each holiday once even where date-holidays lists a day twice', async () => {
    // American Samoa lists Christmas Eve both as a public holiday and as an observance.
    const rows = [
      ...holidayRows([{ id: 1, iso2: 'AS', lat: -14.3, lng: -170.7, regions: new Map() }], [year]),
    ];
    expect(rows.length).toBeGreaterThan(5);
    expect(new Set(rows.map((r) => r.sourceId)).size).toBe(rows.length);
  });

  it('stores public holidays in English with their dates and category', async () => {
    const rows = await handle.db
      .select()
      .from(places)
      .innerJoin(countries, eq(countries.id, places.countryId))
      .where(
        and(
          eq(places.source, 'date-holidays'),
          eq(countries.iso2, 'FR'),
          eq(places.startDate, `${year}-01-01`),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.places).toMatchObject({
      kind: 'event',
      name: "New Year's Day",
      categories: ['public-holidays'],
      endDate: `${year}-01-01`,
    });
    const nextYear = await handle.db
      .select({ n: count() })
      .from(places)
      .where(and(eq(places.source, 'date-holidays'), eq(places.startDate, `${year + 1}-01-01`)));
    expect(nextYear[0]!.n).toBeGreaterThanOrEqual(2);
  });

  it('skips a version it has imported and updates rows in place from a newer one', async () => {
    const before = await tally();
    const again = await importBundle(handle.db, path.join(dir, 'v1'), silentProgress);
    expect(again.imported).toBe(false);
    expect(await tally()).toEqual(before);

    const renamed = testPlaces.map((p) =>
      p.source_id === 'n1' ? { ...p, name: 'Caffè Cordina' } : p,
    );
    const v2 = await writeTestBundle(path.join(dir, 'v2'), { places: renamed }, 'test-2');
    expect((await importBundle(handle.db, v2, silentProgress)).imported).toBe(true);
    expect(await tally()).toEqual(before);
    const [cafe] = await handle.db.select().from(places).where(eq(places.sourceId, 'n1'));
    expect(cafe!.name).toBe('Caffè Cordina');
    const imports = await handle.db
      .select()
      .from(catalogImports)
      .where(eq(catalogImports.source, 'bundle'));
    expect(imports.map((i) => i.version).sort()).toEqual(['test-1', 'test-2']);
  });

  it('keeps what the Wikimedia sweep added when a newer bundle rewrites a place', async () => {
    const eiffel = async () =>
      (await handle.db.select().from(places).where(eq(places.sourceId, 'Q243')))[0]!;
    const before = await eiffel();
    expect(before).toMatchObject({ rating: 8.6, website: null, description: null });
    // The sweep learns Q243: 200 sitelinks (+1.5, docs/data.md "Rating"), a website, a heritage
    // mark and a Wikipedia lead.
    await saveEnrichment(handle.db, {
      facts: [
        {
          qid: 'Q243',
          sitelinks: 200,
          imageFile: null,
          heritage: 'World Heritage Site',
          website: 'https://www.toureiffel.paris/',
          description: 'iron lattice tower in Paris',
          article: 'Eiffel_Tower',
        },
      ],
      photos: [],
      descriptions: [
        {
          placeId: before.id,
          text: 'The Eiffel Tower is…',
          url: 'https://en.wikipedia.org/wiki/Eiffel_Tower',
        },
      ],
      fetchedAt: new Date(),
    });
    const enriched = await eiffel();
    expect(enriched).toMatchObject({
      rating: 10,
      heritage: true,
      description: 'The Eiffel Tower is…',
    });

    // A newer bundle changes the tower's visitor count and its base rating.
    const v3 = await writeTestBundle(
      path.join(dir, 'v3'),
      {
        places: testPlaces.map((p) =>
          p.source_id === 'Q243' ? { ...p, visitors: 6_300_000, rating: 8.0 } : p,
        ),
      },
      'test-3',
    );
    expect((await importBundle(handle.db, v3, silentProgress)).imported).toBe(true);
    expect(await eiffel()).toMatchObject({
      id: before.id,
      visitors: 6_300_000,
      // The bundle's new rating plus the cached count's term, as the sweep would have it.
      rating: 9.5,
      website: 'https://www.toureiffel.paris/',
      heritage: true,
      description: 'The Eiffel Tower is…',
      descriptionUrl: 'https://en.wikipedia.org/wiki/Eiffel_Tower',
    });
  });

  it('moves trip stops from a place a newer bundle merges into another', async () => {
    const louvre = testPlaces.find((p) => p.source_id === 'Q19675')!;
    const node = testPlaceRecord({
      source_id: 'n77',
      kind: 'attraction',
      name: 'Musée du Louvre',
      lat: louvre.lat + 0.0003,
      lng: louvre.lng,
    });
    await importBundle(
      handle.db,
      await writeTestBundle(path.join(dir, 'v4'), { places: [...testPlaces, node] }, 'test-4'),
      silentProgress,
    );
    const idOf = async (sourceId: string) =>
      (await handle.db.select().from(places).where(eq(places.sourceId, sourceId)))[0]?.id;
    const nodeId = (await idOf('n77'))!;
    const [trip] = await handle.db.insert(trips).values({ durationDays: 1 }).returning();
    await handle.db.insert(tripStops).values({
      tripId: trip!.id,
      dayOfTrip: 1,
      numberInTrip: 1,
      placeType: 'attraction',
      placeId: nodeId,
      name: 'Musée du Louvre',
      lat: node.lat,
      lng: node.lng,
    });
    // The next bundle knows the node is the Louvre's.
    const merged = testPlaces.map((p) =>
      p.source_id === 'Q19675' ? { ...p, merged_ids: ['osm:n77'] } : p,
    );
    const v5 = await writeTestBundle(path.join(dir, 'v5'), { places: merged }, 'test-5');
    const result = await importBundle(handle.db, v5, silentProgress);
    expect(result.counts.places_removed).toBe(1);
    expect(await idOf('n77')).toBeUndefined();
    const [stop] = await handle.db.select().from(tripStops).where(eq(tripStops.tripId, trip!.id));
    expect(stop!.placeId).toBe(await idOf('Q19675'));
    await handle.db.delete(trips).where(eq(trips.id, trip!.id));
  });

  it('rejects a bundle with an invalid record and leaves the database as it was', async () => {
    const before = await tally();
    const broken = [...testCities, { ...testCities[0], geonames_id: 1, slug: 'Not A Slug' }];
    const bad = await writeTestBundle(path.join(dir, 'bad'), { cities: broken }, 'test-bad');
    await expect(importBundle(handle.db, bad, silentProgress)).rejects.toThrow(
      /cities, record 4: slug/,
    );
    expect(await tally()).toEqual(before);
    expect(
      await handle.db.select().from(catalogImports).where(eq(catalogImports.version, 'test-bad')),
    ).toEqual([]);
  });
});

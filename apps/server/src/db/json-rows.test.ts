import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support/test-database';
import type { DatabaseHandle } from './client';
import { jsonRows } from './json-rows';
import { places } from './schema';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const base = {
  source: 'osm' as const,
  categories: [] as string[],
  cuisines: [] as string[],
  heritage: false,
  localCulture: false,
};

describe('rows read as one JSON value', () => {
  it('gives the same values as Drizzle’s own rows, field by field', async () => {
    await database.db.insert(places).values([
      {
        ...base,
        kind: 'food',
        sourceId: 'n1',
        name: 'Bar "Øster" \\ {1,2}, 東京 🍕',
        lat: 48.8583701,
        lng: -0.000001,
        rating: 3.7,
        categories: ['restaurants', 'places-to-eat'],
        cuisines: ['portuguese'],
        type: 'Main courses',
        localCulture: true,
        visitors: 9_007_199_254_740_991,
      },
      {
        ...base,
        kind: 'event',
        sourceId: 'n2',
        name: 'Fête de la musique',
        lat: -33.9,
        lng: 151.2,
        rating: 4.5,
        startDate: '2026-06-21',
        endDate: '2026-06-22',
      },
      { ...base, kind: 'shop', sourceId: 'n3', name: '', lat: 0, lng: 0, rating: 0 },
    ]);
    const fields = {
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
      visitors: places.visitors,
      startDate: places.startDate,
      endDate: places.endDate,
    };
    const drizzleRows = await database.db.select(fields).from(places).orderBy(asc(places.sourceId));
    const rows = await jsonRows<(typeof drizzleRows)[number]>(
      database.db,
      fields,
      sql`FROM (SELECT * FROM ${places} ORDER BY ${places.sourceId}) AS places`,
    );
    expect(drizzleRows).toHaveLength(3);
    expect(rows).toEqual(drizzleRows);
  });

  it('reads no rows as an empty list', async () => {
    const rows = await jsonRows<{ id: number }>(
      database.db,
      { id: places.id },
      sql`FROM ${places} WHERE ${places.name} = 'nowhere'`,
    );
    expect(rows).toEqual([]);
  });
});

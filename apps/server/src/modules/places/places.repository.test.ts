import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places } from '../../db/schema';
import { createTestDatabase } from '../../test-support/test-database';
import { placesWithinKm } from './places.repository';

describe('placesWithinKm', () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    handle = await createTestDatabase(undefined, 'catalogue');
  });
  afterAll(() => handle.close());

  const paris = { lat: 48.85341, lng: 2.3488 };
  const eiffel = { lat: 48.858296, lng: 2.294479 };

  it('answers the places of a kind within the distance, best rated first, with their count', async () => {
    const { rows, total } = await placesWithinKm(handle.db, { kind: 'attraction' }, paris, 10, 10);
    expect(rows.map((r) => r.place.name)).toEqual(['Louvre', 'Eiffel Tower']);
    expect(total).toBe(2);
    expect(rows[0]!.cityName).toBe('Paris');
  });

  it('leaves out places beyond the distance and caps the list, not the count', async () => {
    // The Louvre is about 3.3 km from the Eiffel Tower.
    const near = await placesWithinKm(handle.db, { kind: 'attraction' }, eiffel, 1, 10);
    expect(near.rows.map((r) => r.place.name)).toEqual(['Eiffel Tower']);
    const far = await placesWithinKm(handle.db, { kind: 'attraction' }, eiffel, 4, 1);
    expect(far.rows.map((r) => r.place.name)).toEqual(['Louvre']);
    expect(far.total).toBe(2);
  });

  it('finds places across the antimeridian', async () => {
    // Taveuni (Fiji) straddles 180°: a sight at 179.95° E is about 11 km from a point at 179.95° W.
    await handle.db.insert(places).values({
      kind: 'attraction',
      source: 'osm',
      sourceId: 'n-antimeridian',
      name: 'Antimeridian Marker',
      lat: -16.8,
      lng: 179.95,
      categories: ['sights'],
      cuisines: [],
      heritage: false,
      rating: 5,
      localCulture: false,
    });
    const east = { lat: -16.8, lng: -179.95 };
    const near = await placesWithinKm(handle.db, { kind: 'attraction' }, east, 20, 10);
    expect(near.rows.map((r) => r.place.name)).toEqual(['Antimeridian Marker']);
    const tooFar = await placesWithinKm(handle.db, { kind: 'attraction' }, east, 5, 10);
    expect(tooFar.total).toBe(0);
  });

  it('keeps to the kind and the rest of the filter', async () => {
    const valletta = { lat: 35.89968, lng: 14.5148 };
    const food = await placesWithinKm(handle.db, { kind: 'food' }, valletta, 10, 10);
    expect(food.rows.map((r) => r.place.name)).toEqual(['Caffe Cordina']);
    const shops = await placesWithinKm(handle.db, { kind: 'shop' }, valletta, 10, 10);
    expect(shops.rows.map((r) => r.place.name)).toEqual(['Valletta Market']);
    expect(await placesWithinKm(handle.db, { kind: 'food' }, paris, 10, 10)).toEqual({
      rows: [],
      total: 0,
    });
    const none = await placesWithinKm(
      handle.db,
      { kind: 'attraction', categories: ['no-such-category'] },
      paris,
      10,
      10,
    );
    expect(none).toEqual({ rows: [], total: 0 });
  });
});

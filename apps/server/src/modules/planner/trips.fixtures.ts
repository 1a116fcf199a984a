import { apiPaths, plannerPaths, type Trip } from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { cities, countries, places } from '../../db/schema';
import { api, tokenHeader } from '../../test-support/api';
import { useTestApp } from '../../test-support/test-app';

/**
 * The shared set-up of the planner trips API tests (trips-*.test.ts): a test app with the test
 * catalogue, the ids of its places, cities and countries, and calls as a user or a code holder.
 * Call it inside the suite's `describe`.
 */
export function useTripsApi() {
  const t = useTestApp({ catalogue: true });
  const ids = {
    eiffel: 0,
    louvre: 0,
    cafe: 0,
    market: 0,
    paris: 0,
    valletta: 0,
    france: 0,
    malta: 0,
  };

  beforeAll(async () => {
    const db = t.database.db;
    const placeId = async (name: string) =>
      (await db.select({ id: places.id }).from(places).where(eq(places.name, name)))[0]!.id;
    ids.eiffel = await placeId('Eiffel Tower');
    ids.louvre = await placeId('Louvre');
    ids.cafe = await placeId('Caffe Cordina');
    ids.market = await placeId('Valletta Market');
    const cityId = async (name: string) =>
      (await db.select({ id: cities.id }).from(cities).where(eq(cities.name, name)))[0]!.id;
    ids.paris = await cityId('Paris');
    ids.valletta = await cityId('Valletta');
    const countryId = async (iso2: string) =>
      (await db.select({ id: countries.id }).from(countries).where(eq(countries.iso2, iso2)))[0]!
        .id;
    ids.france = await countryId('FR');
    ids.malta = await countryId('MT');
  });

  const withCode = (path: string, code?: string) =>
    code ? `${api(path)}${path.includes('?') ? '&' : '?'}planner_access_code=${code}` : api(path);
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    who: { key?: string; code?: string } = {},
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: withCode(path, who.code),
      payload,
      headers: who.key ? tokenHeader(who.key) : {},
    });
  const newCode = async () =>
    (await t.app.inject({ method: 'GET', url: api(apiPaths.plannerAccessCode) })).json<{
      planner_access_code: string;
    }>().planner_access_code;
  const userIdOf = async (key: string) =>
    (await call('GET', apiPaths.profile, { key })).json<{ id: number }>().id;

  /** A trip of the Paris attractions and the Valletta places, over `days` days. */
  async function planTrip(who: { key?: string; code?: string }, days = 2, extra: object = {}) {
    const res = await call('POST', plannerPaths.trips, who, {
      duration_days: days,
      divide_by_days: true,
      initial_places_to_visit: [
        { place_id: ids.eiffel, place_type: 'attraction' },
        { place_id: ids.louvre, place_type: 'attraction' },
        { place_id: ids.cafe, place_type: 'food_and_drinks' },
        { place_id: ids.market, place_type: 'shop' },
      ],
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Trip>();
  }

  const stopsOf = (trip: Trip) =>
    trip.days_of_trip.flatMap((d) =>
      d.countries_to_visit.flatMap((c) =>
        c.places_to_visit.flatMap((city) => city.places_to_visit),
      ),
    );

  /** Extra attractions in Paris, written straight into the catalogue. */
  async function addCatalogAttractions(count: number, prefix: string): Promise<number[]> {
    const rows = await t.database.db
      .insert(places)
      .values(
        Array.from({ length: count }, (_, i) => ({
          kind: 'attraction' as const,
          source: 'osm' as const,
          sourceId: `${prefix}-${i}`,
          name: `${prefix} ${i}`,
          lat: 48.85 + i * 0.001,
          lng: 2.3 + i * 0.001,
          countryId: ids.france,
          cityId: ids.paris,
          categories: [],
          cuisines: [],
          heritage: false,
          rating: 1,
          localCulture: false,
        })),
      )
      .returning({ id: places.id });
    return rows.map((r) => r.id);
  }

  return { t, ids, call, newCode, userIdOf, planTrip, stopsOf, addCatalogAttractions };
}

import { API_BASE, LiveAreaSchema, livePaths } from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { cities } from '../../db/schema';
import {
  type FakeOverpassElement,
  startFakeOverpass,
  syntheticCity,
} from '../../test-support/fake-overpass';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { contextOf } from '../../test-support/test-context';
import { cityArea, fetchArea } from './live-places.service';

/**
 * The shared set-up of the live-places-*.test.ts files: a fake Overpass with a synthetic
 * Marseille, started once per test file, and the app that fetches from it.
 */

/** Marseille of the test bundle. */
export const MARSEILLE = { lat: 43.2965, lng: 5.3698 };
const city = syntheticCity(MARSEILLE, 300);
export const fake = await startFakeOverpass([
  ...city,
  // Not a place the tag mapping imports, and a place far outside the area.
  { type: 'node', id: 1, lat: MARSEILLE.lat, lon: MARSEILLE.lng, tags: { highway: 'bus_stop' } },
  { type: 'node', id: 2, lat: 10, lon: 10, tags: { amenity: 'cafe', name: 'Far away' } },
]);
export const env = { OFFLINE: 'false', OVERPASS_URL: fake.url, OVERPASS_MIN_INTERVAL_S: '0' };

/** The app on the test catalogue, fetching from the fake; call it at the top of a test file. */
export function useLivePlacesApp() {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp({ catalogue: true, env }));
  });
  afterAll(async () => {
    await t.close?.();
    await fake.close();
  });

  const areaStatus = async (slug: string) =>
    LiveAreaSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `${API_BASE}/${livePaths.areas}?city_slug=${slug}`,
        })
      ).json(),
    );

  /**
   * Fetches the area of a city of the test catalogue from a fake Overpass of its own answering
   * `elements`; resolves with the area's record and the city's row.
   */
  const fetchCityFrom = async (slug: string, elements: FakeOverpassElement[]) => {
    const overpass = await startFakeOverpass(elements);
    try {
      const ctx = contextOf(t);
      const [city] = await t.database.db.select().from(cities).where(eq(cities.slug, slug));
      const area = await fetchArea(
        {
          ...ctx,
          config: { ...ctx.config, overpass: { ...ctx.config.overpass!, url: overpass.url } },
        },
        cityArea(city!),
      );
      return { area, city: city! };
    } finally {
      await overpass.close();
    }
  };

  return { t, areaStatus, fetchCityFrom };
}

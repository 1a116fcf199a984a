import { API_BASE, LiveAreaSchema, livePaths } from '@ai-map/contracts';
import { afterAll, beforeAll } from 'vitest';
import { startFakeOverpass, syntheticCity } from '../../test-support/fake-overpass';
import { createTestApp, type TestApp } from '../../test-support/test-app';

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

  return { t, areaStatus };
}

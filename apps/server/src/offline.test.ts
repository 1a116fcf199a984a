/**
 * OFFLINE=true leaves no request to an outside host (issue 15): the whole app, with its
 * background sweeps running, is exercised through the screens that would reach out in connected
 * mode — the map (style, tiles, clusters, live areas), a city page, search, place pages with
 * their photos — while every connected-mode URL points at a local server that records any hit,
 * and every `fetch` the process makes is recorded too (all outside clients use it).
 */
import { API_BASE, livePaths } from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { places } from './db/schema';
import { liveAreaQueue } from './modules/live-places/live-area-queue';
import { startFakeServer } from './test-support/fake-http';
import { createTestApp } from './test-support/test-app';
import { contextOf } from './test-support/test-context';

const recorder = await startFakeServer(() => ({ status: 200, json: {} }));
const outside = {
  OVERPASS_URL: `${recorder.url}/api/interpreter`,
  WIKIDATA_SPARQL_URL: `${recorder.url}/sparql`,
  COMMONS_API_URL: `${recorder.url}/w/api.php`,
  WIKIPEDIA_REST_URL: `${recorder.url}/{lang}/api/rest_v1`,
  MAP_STYLE_URL: `${recorder.url}/styles/liberty`,
  // Quick sweeps, so that a sweep that ignored OFFLINE would have asked within the test.
  WIKIMEDIA_INTERVAL_S: '0.05',
  OVERPASS_MIN_INTERVAL_S: '0',
};
const fetchSpy = vi.spyOn(globalThis, 'fetch');

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    catalogue: true,
    backgroundSweeps: true,
    env: { ...outside, OFFLINE: 'true' },
  });
});
afterAll(async () => {
  await t?.close();
  await recorder.close();
  fetchSpy.mockRestore();
});

describe('OFFLINE=true', () => {
  it('serves the map, a city page, search, live areas and place pages without asking anyone', async () => {
    const [eiffel] = await t.database.db
      .select({ id: places.id })
      .from(places)
      .where(eq(places.name, 'Eiffel Tower'));
    const paris = { top_left: { lat: 49, lng: 2 }, bottom_right: { lat: 48.5, lng: 2.6 } };
    const calls: [string, string, object?][] = [
      ['GET', 'map/config.json'],
      ['GET', 'map/style.json'],
      ['GET', 'tiles/12/2074/1409.pbf'],
      ['POST', 'geo/clusters', { ...paris, zoom: 15 }],
      ['POST', livePaths.areas, { lat: 48.8566, lng: 2.3522 }],
      ['POST', livePaths.areas, { city_slug: 'paris' }],
      ['GET', `${livePaths.areas}?city_slug=paris`],
      ['GET', 'city/paris/'],
      ['POST', 'search/general/', { q: 'Eiffel' }],
      ['GET', `attractions/${eiffel!.id}/detail/`],
      ['GET', `geo/attractions/${eiffel!.id}/`],
    ];
    for (const [method, path, payload] of calls) {
      const url =
        path.startsWith('map/') || path.startsWith('tiles/') ? `/${path}` : `${API_BASE}/${path}`;
      const answer = await t.app.inject({ method: method as 'GET' | 'POST', url, payload });
      expect(answer.statusCode, `${method} ${path}: ${answer.body.slice(0, 200)}`).toBeLessThan(
        400,
      );
    }
    const map = await t.app.inject({ method: 'GET', url: '/map/config.json' });
    // The web app is told to stay on the built-in style: the online one is never offered.
    expect(map.body).not.toContain(recorder.url);

    // Long enough for several sweep intervals and any queued area fetch.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await liveAreaQueue(contextOf(t)).idle();
    expect(recorder.requests).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

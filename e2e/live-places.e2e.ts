import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOverpass, syntheticCity } from '../apps/server/src/test-support/fake-overpass';
import { startE2E, type E2E } from './support/harness';
import { exposeMap, markersSettledMs, waitForMap } from './support/map';
import { gone, showTheMap, visible } from './support/ui';

/** Central Lisbon: the bundle holds a handful of places there. */
const LISBON = { lat: 38.7105, lng: -9.1365 };
/** Porto: no food or shops in the bundle. */
const PORTO = { lat: 41.14961, lng: -8.61099 };
const NEW_PLACES = 300;

// 300 named places within ~1 km of each city, all in view at zoom 15; the answer takes 6 s, as
// a real Overpass server takes seconds for a city (and a loaded test machine as long to load a page).
const overpass = await startFakeOverpass(
  [
    ...syntheticCity(LISBON, NEW_PLACES, { spanDeg: 0.01, prefix: 'Lisboa spot' }),
    ...syntheticCity(PORTO, NEW_PLACES, {
      spanDeg: 0.01,
      prefix: 'Porto spot',
      firstId: 9_100_000_000,
    }),
  ],
  { delayMs: 6000 },
);

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({
    env: {
      OFFLINE: 'false',
      OVERPASS_URL: overpass.url,
      OVERPASS_MIN_INTERVAL_S: '0',
      // Only the Overpass stand-in: the built-in basemap, and Wikimedia on a closed port.
      MAP_STYLE_URL: '/map/style.json',
      WIKIDATA_SPARQL_URL: 'http://127.0.0.1:9/sparql',
      COMMONS_API_URL: 'http://127.0.0.1:9/w/api.php',
      WIKIPEDIA_REST_URL: 'http://127.0.0.1:9/{lang}/api/rest_v1',
    },
  });
});
afterAll(async () => {
  await e2e?.close();
  await overpass.close();
});

type MarkerWindow = Window & {
  __aiMap?: {
    queryRenderedFeatures(options: { layers: string[] }): { properties: { amount?: number } }[];
  };
  pageLoadMarker?: string;
};

/** Places the map draws now: single markers count one, clusters their amount. */
const drawnPlaces = (page: Page) =>
  page.evaluate(() =>
    (
      (window as MarkerWindow).__aiMap?.queryRenderedFeatures({
        layers: ['clusters-circle', 'places-icon'],
      }) ?? []
    ).reduce((sum, feature) => sum + Number(feature.properties.amount ?? 1), 0),
  );

describe('places from OpenStreetMap on the open map', { timeout: 240_000 }, () => {
  it('fetches a sparse city when the map shows its streets and draws the new places without a reload', async () => {
    const { context, page } = await e2e.newPage(1440, 900);
    await exposeMap(page);
    await page.goto(`/#map=15/${LISBON.lat}/${LISBON.lng}`);
    await waitForMap(page);
    await page.evaluate(() => ((window as MarkerWindow).pageLoadMarker = 'same page'));

    const status = page.getByRole('status').filter({ hasText: 'from OpenStreetMap' });
    await visible(status);
    expect(await status.textContent()).toBe('Fetching places around Lisbon from OpenStreetMap…');
    await markersSettledMs(page);
    const before = await drawnPlaces(page);
    await page.screenshot({ path: '/tmp/connected-live-fetching-1440.png' });

    await gone(status, 60_000);
    await expect.poll(() => drawnPlaces(page), { timeout: 60_000 }).toBeGreaterThan(before + 100);
    expect(await page.evaluate(() => (window as MarkerWindow).pageLoadMarker)).toBe('same page');
    expect(overpass.queries).toHaveLength(1);
    expect(overpass.queries[0]).toContain('out center tags;');

    // The area is fresh now: another visit does not ask Overpass again.
    const again = await e2e.newPage(375, 812);
    const asked = again.page.waitForResponse((r) => r.url().includes('/live/areas/'));
    await again.page.goto(`/#map=15/${LISBON.lat}/${LISBON.lng}`);
    await showTheMap(again.page);
    await visible(again.page.getByTestId('world-map'));
    expect(await (await asked).json()).toMatchObject({ city_name: 'Lisbon', status: 'done' });
    expect(overpass.queries).toHaveLength(1);
    await again.context.close();
    await context.close();
  });
});

describe('places from OpenStreetMap on a city page', { timeout: 240_000 }, () => {
  it('fetches the city when its page opens and shows the new places without a reload', async () => {
    const asked = overpass.queries.length;
    // A desk and a phone open the page together: one fetch, the same line on both.
    const [desk, phoneWhile] = await Promise.all([e2e.newPage(1440, 900), e2e.newPage(375, 812)]);
    const { context, page } = desk;
    await Promise.all([page.goto('/city/porto'), phoneWhile.page.goto('/city/porto')]);
    await page.evaluate(() => ((window as MarkerWindow).pageLoadMarker = 'same page'));
    const status = page.getByRole('status').filter({ hasText: 'from OpenStreetMap' });
    await visible(status);
    expect(await status.textContent()).toBe('Fetching places around Porto from OpenStreetMap…');
    expect(await page.getByText(/^Porto spot/).count()).toBe(0);
    await page.screenshot({ path: '/work/shots/connected15/city-fetching-1440.png' });
    await visible(phoneWhile.page.getByRole('status').filter({ hasText: 'from OpenStreetMap' }));
    await phoneWhile.page.screenshot({ path: '/work/shots/connected15/city-fetching-375.png' });
    await phoneWhile.context.close();

    await gone(status, 60_000);
    // The food and drink of the fetched area, on the same page.
    await visible(page.getByRole('heading', { name: 'Food and drink' }), 30_000);
    await expect.poll(() => page.getByText(/^Porto spot/).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as MarkerWindow).pageLoadMarker)).toBe('same page');
    expect(overpass.queries.length).toBe(asked + 1);
    await page.screenshot({
      path: '/work/shots/connected15/city-fetched-1440.png',
      fullPage: true,
    });

    // On a phone, fresh now: no line and no second query.
    const phone = await e2e.newPage(375, 812);
    await phone.page.goto('/city/porto');
    await visible(phone.page.getByRole('heading', { name: 'Porto', level: 1 }));
    await visible(phone.page.getByRole('heading', { name: 'Food and drink' }), 30_000);
    expect(
      await phone.page.getByRole('status').filter({ hasText: 'from OpenStreetMap' }).count(),
    ).toBe(0);
    await phone.page.screenshot({ path: '/work/shots/connected15/city-fetched-375.png' });
    expect(overpass.queries.length).toBe(asked + 1);
    await phone.context.close();
    await context.close();
  });
});

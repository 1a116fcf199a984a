import { rm } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_STYLE_NAME, startFakeMapHost } from './support/fake-map-host';
import { newDataDir, startE2E, type E2E } from './support/harness';
import { exposeMap, markersSettledMs, waitForMap } from './support/map';
import { showTheMap } from './support/ui';

/** Valletta, Malta: hundreds of bundled places around it. */
const START = '/#map=13/35.8989/14.5146';
const OFFLINE_STYLE_NAME = 'AI Travel Map offline basemap';
const CREDIT = 'OpenFreeMap © OpenMapTiles © OpenStreetMap contributors';
const REMEMBERED_KEY = 'ai-map:basemap-offline';

type StyledWindow = Window & {
  __aiMap?: {
    getStyle(): { name?: string };
    queryRenderedFeatures(options: { layers: string[] }): unknown[];
  };
};

/** How many of the product's markers (clusters and single places) the map has drawn. */
const drawnMarkers = (page: Page) =>
  page.evaluate(
    () =>
      (window as StyledWindow).__aiMap?.queryRenderedFeatures({
        layers: ['clusters-circle', 'places-icon'],
      }).length ?? 0,
  );

/** The name of the style the map has now. */
const styleName = (page: Page) =>
  page.evaluate(() => (window as StyledWindow).__aiMap?.getStyle().name);

async function waitForStyle(page: Page, name: string, timeout = 60_000) {
  await page.waitForFunction(
    (expected) => (window as StyledWindow).__aiMap?.getStyle().name === expected,
    name,
    { timeout },
  );
}

const host = await startFakeMapHost();
const dataDir = await newDataDir();
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({
    dataDir,
    env: { OFFLINE: 'false', MAP_STYLE_URL: host.styleUrl, MAP_STYLE_ATTRIBUTION: CREDIT },
  });
  host.setApp(e2e.baseUrl);
});
afterAll(async () => {
  await e2e?.close();
  await host.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A page that hands its map to the test, opened on Valletta. */
async function openMap(width = 1440, height = 900) {
  const { context, page } = await e2e.newPage(width, height);
  await exposeMap(page);
  await page.goto(START);
  await waitForMap(page);
  return { context, page };
}

// WebGL runs on the CPU (SwiftShader), sharing two cores with the server.
describe('the online basemap and its fallback', { timeout: 180_000 }, () => {
  it('draws the online style with its credit, and the product’s markers on it', async () => {
    host.setMode('ok');
    const { context, page } = await openMap();
    await markersSettledMs(page);
    expect(await styleName(page)).toBe(FAKE_STYLE_NAME);
    expect(host.requests.some((p) => /^\/planet\/\d+\/\d+\/\d+\.pbf$/.test(p))).toBe(true);
    expect(await drawnMarkers(page)).toBeGreaterThan(0);
    await page.getByTestId('world-map').screenshot({ path: '/tmp/connected-online-1440.png' });
    const credit = await page.locator('.maplibregl-ctrl-attrib-inner').textContent();
    expect(credit).toContain(CREDIT);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), REMEMBERED_KEY)).toBeNull();
    await context.close();
  });

  it('switches to the built-in style when the online tiles fail, and stays there for the session', async () => {
    host.setMode('tiles-fail');
    const { context, page } = await openMap();
    await waitForStyle(page, OFFLINE_STYLE_NAME);
    await markersSettledMs(page);
    expect(await drawnMarkers(page)).toBeGreaterThan(0);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), REMEMBERED_KEY)).toBe('1');

    // Even with the host back, a reload in this tab goes straight to the built-in style.
    host.setMode('ok');
    const asked = host.requests.length;
    await page.reload();
    await waitForMap(page);
    await markersSettledMs(page);
    expect(await styleName(page)).toBe(OFFLINE_STYLE_NAME);
    expect(host.requests.slice(asked)).toEqual([]);
    await context.close();
  });

  it('switches when the tiles do not come in time', async () => {
    host.setMode('tiles-slow');
    const { context, page } = await openMap();
    const started = Date.now();
    await waitForStyle(page, OFFLINE_STYLE_NAME);
    // The watch waits ONLINE_TILES_TIMEOUT_MS (6 s) for a first tile.
    expect(Date.now() - started).toBeGreaterThan(3000);
    await markersSettledMs(page);
    await context.close();
  });

  it('starts on the built-in style when the online style is unreachable, at either width', async () => {
    host.setMode('style-down');
    for (const [width, height] of [
      [375, 812],
      [1440, 900],
    ] as const) {
      const { context, page } = await e2e.newPage(width, height);
      await exposeMap(page);
      const styles: string[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('/map/style.json')) styles.push(response.url());
      });
      await page.goto(START);
      if (width < 992) await showTheMap(page);
      await waitForMap(page);
      expect(await styleName(page)).toBe(OFFLINE_STYLE_NAME);
      expect(styles).toHaveLength(1);
      await markersSettledMs(page);
      await page.screenshot({ path: `/tmp/connected-fallback-${width}.png` });
      await context.close();
    }
  });
});

describe('OFFLINE=true', { timeout: 180_000 }, () => {
  it('leaves no request to an outside host, even with MAP_STYLE_URL set', async () => {
    // The same data directory: the catalogue is already imported.
    await e2e.close();
    host.setMode('ok');
    const asked = host.requests.length;
    e2e = await startE2E({ dataDir, env: { OFFLINE: 'true', MAP_STYLE_URL: host.styleUrl } });
    const { context, page } = await e2e.newPage();
    const origin = new URL(e2e.baseUrl).origin;
    const elsewhere: string[] = [];
    // Context-wide, so MapLibre's workers are covered as well as the page.
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (new URL(url).origin === origin) return route.continue();
      elsewhere.push(url);
      return route.abort('blockedbyclient');
    });
    await exposeMap(page);
    await page.goto(START);
    await waitForMap(page);
    await markersSettledMs(page);
    expect(await styleName(page)).toBe(OFFLINE_STYLE_NAME);
    expect(elsewhere).toEqual([]);
    expect(host.requests.slice(asked)).toEqual([]);
    await context.close();
  });
});

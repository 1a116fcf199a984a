import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/src/test-support/processes';
import { startE2E, type E2E } from './support/harness';
import { exposeMap, jumpTo, mapIdle, waitForMap } from './support/map';
import { gone, showTheMap, visible } from './support/ui';

/**
 * The default mode (OFFLINE=false) on a machine without internet (issue 28 §5): each outside
 * service's host is a free local port nobody listens on, as an unreachable host looks to the
 * server; one port each, so that the warnings can be counted per host.
 */
const OVERPASS = `http://127.0.0.1:${await freePort()}`;
const WIKIMEDIA = `http://127.0.0.1:${await freePort()}`;
/** Central Lisbon and Porto: two areas of the catalogue, each with its own live area. */
const LISBON = { zoom: 15, lat: 38.7105, lng: -9.1365 };
const PORTO = { zoom: 15, lat: 41.14961, lng: -8.61099 };
const NOTICE = 'Couldn’t reach OpenStreetMap — showing the built-in catalogue';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({
    env: {
      OFFLINE: 'false',
      OVERPASS_URL: `${OVERPASS}/api/interpreter`,
      OVERPASS_MIN_INTERVAL_S: '0',
      WIKIDATA_SPARQL_URL: `${WIKIMEDIA}/sparql`,
      COMMONS_API_URL: `${WIKIMEDIA}/w/api.php`,
      WIKIPEDIA_REST_URL: `${WIKIMEDIA}/{lang}/api/rest_v1`,
      // The built-in basemap: the online style's host is the browser's to reach, not the server's.
      MAP_STYLE_URL: '/map/style.json',
    },
  });
});
afterAll(async () => {
  await e2e?.close();
});

describe('without internet in the default mode', { timeout: 240_000 }, () => {
  it('says once that OpenStreetMap is out of reach, drops it on moving on, and logs one warning', async () => {
    const { context, page } = await e2e.newPage(1440, 900);
    await exposeMap(page);
    await page.goto(`/#map=${LISBON.zoom}/${LISBON.lat}/${LISBON.lng}`);
    await waitForMap(page);

    const notice = page.getByRole('status').filter({ hasText: NOTICE });
    const fetching = page.getByRole('status').filter({ hasText: 'Fetching places' });
    await visible(notice, 60_000);
    await mapIdle(page);
    expect(await notice.count()).toBe(1);
    // Nothing is fetched, so no pill says so beside the notice.
    await gone(fetching, 10_000);
    await page.screenshot({ path: '/tmp/offline-notice-1440.png' });

    // Another area: the notice goes and does not come back, and no pill stays up either.
    // Waited for from before the move: Porto's answer can come before the notice has gone.
    const porto = page.waitForResponse(
      async (r) =>
        r.url().includes('/live/areas/') &&
        ((await r.json().catch(() => null)) as { city_name?: string } | null)?.city_name ===
          'Porto',
      { timeout: 60_000 },
    );
    await jumpTo(page, PORTO);
    await gone(notice, 30_000);
    expect(await (await porto).json()).toMatchObject({ reachable: false });
    await page.waitForTimeout(3_000);
    expect(await notice.count()).toBe(0);
    expect(await fetching.count()).toBe(0);
    await context.close();

    // The phone: the same notice on a fresh page load, clear of the controls.
    const phone = await e2e.newPage(375, 812);
    await exposeMap(phone.page);
    await phone.page.goto(`/#map=${LISBON.zoom}/${LISBON.lat}/${LISBON.lng}`);
    await showTheMap(phone.page);
    await waitForMap(phone.page);
    await mapIdle(phone.page);
    const phoneNotice = await visible(
      phone.page.getByRole('status').filter({ hasText: NOTICE }),
      60_000,
    );
    await phone.page.screenshot({ path: '/tmp/offline-notice-375.png' });
    // Across the whole width on a phone: below the sidebar's toggle and the search bar.
    const box = (await phoneNotice.boundingBox())!;
    for (const above of [
      phone.page.getByRole('button', { name: 'Open the map sidebar' }),
      phone.page.getByRole('combobox', { name: 'Search the map' }),
    ]) {
      const over = (await above.first().boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(over.y + over.height);
    }
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await phone.context.close();

    // The server: at most one warning per unreachable host, each without a stack.
    const lines = e2e.serverOutput().split('\n').filter(Boolean);
    const warnings = lines.filter((l) => /"level":40/.test(l));
    const perHost = new Map<string, number>();
    for (const line of warnings) {
      const host = (JSON.parse(line) as { host?: string }).host ?? 'none';
      perHost.set(host, (perHost.get(host) ?? 0) + 1);
    }
    // Overpass was asked (the map's area) and failed: named once; the Wikimedia sweep, once if
    // it has run yet; no other warning.
    expect(perHost.get(new URL(OVERPASS).host)).toBe(1);
    expect([...perHost.keys()].sort()).toEqual(
      [
        new URL(OVERPASS).host,
        ...(perHost.has(new URL(WIKIMEDIA).host) ? [new URL(WIKIMEDIA).host] : []),
      ].sort(),
    );
    expect(Math.max(...perHost.values())).toBe(1);
    expect(lines.filter((l) => /"stack"|\n\s+at /.test(l))).toEqual([]);
    expect(lines.filter((l) => /"level":(50|60)/.test(l))).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './support/harness';
import {
  markersSettledMs,
  mapView,
  nextClusters,
  offsetFromCentre,
  sameKinds,
} from './support/map';
import { colourShares } from './support/pixels';
import { visible } from './support/ui';

/** Valletta, Malta: hundreds of bundled places around it, and the sea on three sides. */
const VALLETTA = { lat: 35.8989, lng: 14.5146 };
const START_ZOOM = 13;
const START = `/#map=${START_ZOOM}/${VALLETTA.lat}/${VALLETTA.lng}`;

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

interface StyleLayer {
  id: string;
  type: string;
  'source-layer'?: string;
  paint?: Record<string, unknown>;
}

const mapCanvas = (page: Page) => page.getByTestId('world-map').locator('canvas');

/**
 * A page point (CSS pixels) at `offset` from the map's centre, or null when it is off the map or
 * something (the sidebar, a control) covers the canvas there.
 */
async function pointOnCanvas(page: Page, offset: { x: number; y: number }, margin = 30) {
  const box = await mapCanvas(page).boundingBox();
  if (!box) throw new Error('the map canvas is not on screen');
  const x = box.x + box.width / 2 + offset.x;
  const y = box.y + box.height / 2 + offset.y;
  const inside =
    x > box.x + margin &&
    x < box.x + box.width - margin &&
    y > box.y + margin &&
    y < box.y + box.height - margin;
  if (!inside) return null;
  const uncovered = await page.evaluate(
    ([px, py]) => document.elementFromPoint(px!, py!)?.tagName === 'CANVAS',
    [x, y],
  );
  return uncovered ? { x, y } : null;
}

// WebGL runs on the CPU here (SwiftShader), sharing two cores with the server: a cold map load
// can take tens of seconds when the machine is busy.
describe('the map screen in the browser', { timeout: 120_000 }, () => {
  it('draws the basemap and its labels from the app’s own server alone', async () => {
    const { context, page } = await e2e.newPage();
    const origin = new URL(e2e.baseUrl).origin;
    const elsewhere: string[] = [];
    // Context-wide, so requests from MapLibre's workers are covered as well as the page's.
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (new URL(url).origin === origin) return route.continue();
      elsewhere.push(url);
      return route.abort('blockedbyclient');
    });
    const answered: { path: string; status: number }[] = [];
    context.on('response', (response) =>
      answered.push({ path: new URL(response.url()).pathname, status: response.status() }),
    );
    const styleResponse = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/map/style.json',
    );

    await page.goto(START);
    const style = (await (await styleResponse).json()) as { layers: StyleLayer[] };
    // Set on the map's first idle with markers: every tile and glyph is in by then.
    await markersSettledMs(page);

    expect(elsewhere).toEqual([]);
    expect(answered).toContainEqual({ path: '/map/style.json', status: 200 });
    const tiles = answered.filter(
      ({ path, status }) => /^\/tiles\/\d+\/\d+\/\d+\.pbf$/.test(path) && status === 200,
    );
    expect(tiles.length).toBeGreaterThan(0);
    const glyphs = answered.filter(
      ({ path, status }) => /^\/fonts\/[^/]+\/\d+-\d+\.pbf$/.test(path) && status === 200,
    );
    expect(glyphs.length).toBeGreaterThan(0);

    // Sea and land as the style paints them, both plainly on a screenshot of the map's right
    // half (east of Valletta: the harbours and the Three Cities), clear of the sidebar.
    const sea = style.layers.find((layer) => layer.type === 'background')?.paint?.[
      'background-color'
    ] as string;
    const land = style.layers.find((layer) => layer['source-layer'] === 'land')?.paint?.[
      'fill-color'
    ] as string;
    const canvas = await mapCanvas(page).boundingBox();
    if (!canvas) throw new Error('the map canvas is not on screen');
    const shot = await page.screenshot({
      clip: { ...canvas, x: canvas.x + canvas.width / 2, width: canvas.width / 2 },
    });
    const [seaShare, landShare] = await colourShares(page, shot, [sea, land]);
    expect(seaShare, `sea ${sea}`).toBeGreaterThan(0.05);
    expect(landShare, `land ${land}`).toBeGreaterThan(0.05);
    await context.close();
  });

  it('loads the clusters of each new view when zoomed and panned, and keeps the view in the URL', async () => {
    const { context, page } = await e2e.newPage();
    const opened = nextClusters(page, (body) => body.zoom === START_ZOOM);
    await page.goto(START);
    const start = await opened;
    expect(start.results.length).toBeGreaterThan(0);

    const zoomed = nextClusters(page, (body) => body.zoom === START_ZOOM + 1);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    const afterZoom = await zoomed;
    expect(afterZoom.results.length).toBeGreaterThan(0);
    const width = (call: typeof start) => call.body.bottom_right.lng - call.body.top_left.lng;
    expect(width(afterZoom) / width(start)).toBeCloseTo(0.5, 2);
    await expect.poll(async () => (await mapView(page)).zoom, { timeout: 10_000 }).toBe(14);
    const zoomedView = await mapView(page);
    expect(zoomedView.lat).toBeCloseTo(VALLETTA.lat, 3);
    expect(zoomedView.lng).toBeCloseTo(VALLETTA.lng, 3);

    // Dragging the map to the left shows what lies east.
    const from = await pointOnCanvas(page, { x: 350, y: 0 });
    if (!from) throw new Error('no free point on the map to drag from');
    const panned = nextClusters(
      page,
      (body) =>
        body.zoom === START_ZOOM + 1 && body.top_left.lng > afterZoom.body.top_left.lng + 0.001,
    );
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x - 300, from.y, { steps: 12 });
    await page.mouse.up();
    const afterPan = await panned;
    expect(afterPan.results.length).toBeGreaterThan(0);
    const centreLng = (afterPan.body.top_left.lng + afterPan.body.bottom_right.lng) / 2;
    const centreLat = (afterPan.body.top_left.lat + afterPan.body.bottom_right.lat) / 2;
    await expect
      .poll(async () => Math.abs((await mapView(page)).lng - centreLng), { timeout: 10_000 })
      .toBeLessThan(0.0005);
    const pannedView = await mapView(page);
    expect(pannedView.zoom).toBe(14);
    expect(pannedView.lng).toBeGreaterThan(VALLETTA.lng);
    expect(pannedView.lat).toBeCloseTo(centreLat, 3);
    await context.close();
  });

  it('zooms in by three on a click on a cluster above zoom 8', async () => {
    const { context, page } = await e2e.newPage();
    const opened = nextClusters(page, (body) => body.zoom === START_ZOOM);
    await page.goto(START);
    const { results } = await opened;
    await markersSettledMs(page);

    const view = await mapView(page);
    expect(view).toEqual({ zoom: START_ZOOM, ...VALLETTA });
    let target: { cluster: (typeof results)[number]; x: number; y: number } | null = null;
    for (const cluster of [...results].sort((a, b) => b.amount - a.amount)) {
      if (cluster.amount < 2) continue;
      const [lng, lat] = cluster.geo_points_json;
      const point = await pointOnCanvas(page, offsetFromCentre(view, lng, lat));
      if (point) {
        target = { cluster, ...point };
        break;
      }
    }
    if (!target) throw new Error('no cluster of the answer is clickable on screen');

    const settled = nextClusters(page, (body) => body.zoom === START_ZOOM + 3);
    await page.mouse.click(target.x, target.y);
    await settled;
    await expect
      .poll(async () => (await mapView(page)).zoom, { timeout: 10_000 })
      .toBe(START_ZOOM + 3);
    // The map eases to the cluster it was clicked on.
    const [lng, lat] = target.cluster.geo_points_json;
    const after = await mapView(page);
    expect(after.lng).toBeCloseTo(lng, 3);
    expect(after.lat).toBeCloseTo(lat, 3);
    await context.close();
  });

  it('asks for attractions alone on the Attractions tab and shops alone on the Shops tab', async () => {
    const { context, page } = await e2e.newPage();
    const opened = nextClusters(page, (body) => body.zoom === START_ZOOM);
    await page.goto(START);
    await opened;
    const tabs = await visible(page.getByRole('tablist', { name: 'Map content' }));

    for (const [name, kind] of [
      ['Attractions', 'attraction'],
      ['Shops', 'shop'],
    ] as const) {
      const asked = nextClusters(page, (body) => sameKinds(body, [kind]));
      const tab = tabs.getByRole('tab', { name, exact: true });
      await tab.click();
      const { body, results } = await asked;
      expect(body.kinds).toEqual([kind]);
      expect(await tab.getAttribute('aria-selected')).toBe('true');
      expect(results.length).toBeGreaterThan(0);
      const places = results.flatMap((cluster) => cluster.items);
      expect(places.every((place) => place.kind === kind)).toBe(true);
    }
    await context.close();
  });
});

import {
  type AttractionDetail,
  ClustersResponseSchema,
  type EventDetail,
  type RestaurantDetail,
  type ShopDetail,
} from '@ai-map/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startE2E, type E2E } from './harness';
import { API_PREFIX, exposeMap, type MapView, markersSettledMs } from './map';
import { gone } from './ui';

/** The views and helpers the map-markers and map-layers e2e files share. */

/** Valletta: at zoom 17 single places are drawn as markers (at 16 everything is clustered). */
export const VALLETTA = { lat: 35.8985, lng: 14.5124 };
/** Copenhagen and the Øresund: dozens of cities at zoom 8. */
export const COPENHAGEN = { lat: 55.68, lng: 12.45 };
/** Central Europe at zoom 5: countries and hundreds of cities. */
export const EUROPE: MapView = { zoom: 5, lat: 48, lng: 10 };

export const at = (view: MapView) => `/#map=${view.zoom}/${view.lat}/${view.lng}`;

export const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Map content' }).getByRole('tab', { name, exact: true });

/** The sidebar lies over the map's left side; closed, every marker on screen can be pointed at. */
export async function closeSidebar(page: Page) {
  await page.getByRole('button', { name: 'Close the map sidebar' }).click();
  await gone(page.locator('#map-sidebar-panel'));
}

/**
 * Opens the map on a place the server keeps single at zoom 17 near Valletta (clusters of a zoom
 * are fixed, so centred on it the map draws it as a place marker of its own), with the sidebar
 * closed, and returns the marker's id (`kind:id`) and screen position.
 */
export async function singlePlaceMarker(page: Page): Promise<{ id: string; x: number; y: number }> {
  const near = 0.01;
  const probe = await page.request.post(`${API_PREFIX}geo/general_clusters`, {
    data: {
      top_left: { lat: VALLETTA.lat + near, lng: VALLETTA.lng - near },
      bottom_right: { lat: VALLETTA.lat - near, lng: VALLETTA.lng + near },
      zoom: 17,
      kinds: ['attraction', 'shop', 'food', 'event'],
    },
  });
  expect(probe.status()).toBe(200);
  const { results } = ClustersResponseSchema.parse(await probe.json());
  const single = results.find((cluster) => cluster.amount === 1 && cluster.items.length === 1);
  if (!single) throw new Error('no single place near Valletta at zoom 17');
  const [lng, lat] = single.geo_points_json;
  const markerId = `${single.items[0]!.kind}:${single.items[0]!.id}`;

  await page.goto(at({ zoom: 17, lat, lng }));
  await markersSettledMs(page);
  await closeSidebar(page);
  // The visually hidden list of drawn places gives each marker's id and screen position.
  const button = page.locator(`nav[aria-label="Places on the map"] [data-marker-id="${markerId}"]`);
  await button.waitFor({ state: 'attached', timeout: 30_000 });
  const target = {
    id: markerId,
    x: Number(await button.getAttribute('data-x')),
    y: Number(await button.getAttribute('data-y')),
  };
  expect(
    await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.tagName === 'CANVAS',
      target,
    ),
  ).toBe(true);
  return target;
}

/** Local marker layers (cluster-layer.tsx): where the pointer must not rest to leave a marker. */
export const LOCAL_MARKER_LAYERS = ['clusters-circle', 'clusters-label', 'places-icon'];

/** The categories of a place's details, whatever its kind. */
export function detailCategories(
  detail: AttractionDetail | ShopDetail | RestaurantDetail | EventDetail,
): string[] {
  if ('entertainment_category_name' in detail) return detail.entertainment_category_name;
  if ('shop_category_name' in detail) return detail.shop_category_name;
  if ('food_category_name' in detail) return detail.food_category_name;
  return detail.event_category_name;
}

/**
 * Starts the built app before the tests of the file and stops it after them. `mapPage` opens a
 * page whose map the test can read (support/map.ts `exposeMap`); `baseUrl` is the app's address.
 */
export function useMapApp() {
  let e2e: E2E | undefined;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(() => e2e?.close());
  return {
    baseUrl: () => e2e!.baseUrl,
    async mapPage(width?: number, height?: number) {
      const opened = await e2e!.newPage(width, height);
      await exposeMap(opened.page);
      return opened;
    },
  };
}

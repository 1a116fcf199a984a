import {
  type Cluster,
  type GeoClustersRequest,
  ClustersResponseSchema,
  type GeoKind,
} from '@ai-map/contracts';
import type { Page, Request } from 'playwright-core';

/** The performance mark the web app sets after the first frame that painted local markers. */
export const FIRST_MARKERS_MARK = 'map:first-markers';
/** The one it sets at the map's next idle: every basemap tile and glyph is drawn by then. */
export const MARKERS_SETTLED_MARK = 'map:markers-settled';

/**
 * Milliseconds from navigation start to one of the web app's performance marks: the mark's
 * start time, which the browser measures from the page's time origin.
 */
export async function markMs(page: Page, name: string, timeout = 60_000): Promise<number> {
  const handle = await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark)[0]?.startTime,
    name,
    { timeout },
  );
  return (await handle.jsonValue()) as number;
}

/** Milliseconds to the first local markers painted. */
export const firstMarkersMs = (page: Page, timeout?: number) =>
  markMs(page, FIRST_MARKERS_MARK, timeout);

/** Milliseconds to the map settled with its first markers: the point where tests may look. */
export const markersSettledMs = (page: Page, timeout?: number) =>
  markMs(page, MARKERS_SETTLED_MARK, timeout);

export interface MapView {
  zoom: number;
  lat: number;
  lng: number;
}

/** The view MapLibre keeps in the URL hash (`#map=zoom/lat/lng`). */
export async function mapView(page: Page): Promise<MapView> {
  const hash = new URL(page.url()).hash;
  const match = /map=([\d.-]+)\/([\d.-]+)\/([\d.-]+)/.exec(hash);
  if (!match) throw new Error(`no map view in the URL hash "${hash}"`);
  return { zoom: Number(match[1]), lat: Number(match[2]), lng: Number(match[3]) };
}

/** MapLibre's world is 512 px wide at zoom 0 (512 px tiles) and doubles with each zoom. */
const WORLD_SIZE_AT_ZOOM_0 = 512;
const mercatorX = (lng: number) => (lng + 180) / 360;
const mercatorY = (lat: number) =>
  (1 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / Math.PI) / 2;

/**
 * Where a point is drawn relative to the centre of a map showing `view` (Web Mercator, no
 * rotation or pitch): CSS pixels right and down.
 */
export function offsetFromCentre(view: MapView, lng: number, lat: number) {
  const size = WORLD_SIZE_AT_ZOOM_0 * 2 ** view.zoom;
  return {
    x: (mercatorX(lng) - mercatorX(view.lng)) * size,
    y: (mercatorY(lat) - mercatorY(view.lat)) * size,
  };
}

/** geo/clusters (a point tab's kind) or geo/general_clusters (every kind, clustered together). */
export const isClustersRequest = (request: Request) =>
  request.method() === 'POST' &&
  /\/geo\/(general_)?clusters$/.test(new URL(request.url()).pathname);

export const clustersBody = (request: Request) => request.postDataJSON() as GeoClustersRequest;

export const sameKinds = (body: GeoClustersRequest, kinds: GeoKind[]) =>
  [...(body.kinds ?? [])].sort().join() === [...kinds].sort().join();

export interface ClustersCall {
  body: GeoClustersRequest;
  results: Cluster[];
}

/**
 * The next successful clusters call whose request body matches, with its answer checked
 * against the contract. Call it before the action that should send the request.
 */
export async function nextClusters(
  page: Page,
  matches: (body: GeoClustersRequest) => boolean,
  timeout = 60_000,
): Promise<ClustersCall> {
  const response = await page.waitForResponse(
    (candidate) =>
      isClustersRequest(candidate.request()) && matches(clustersBody(candidate.request())),
    { timeout },
  );
  if (!response.ok()) {
    throw new Error(`geo/clusters answered ${response.status()}: ${await response.text()}`);
  }
  const { results } = ClustersResponseSchema.parse(await response.json());
  return { body: clustersBody(response.request()), results };
}

// ---- The page's MapLibre map ----------------------------------------------------------------
// WebGL leaves nothing in the DOM to inspect, so layer tests read the map itself: the web app
// hands it over as `window.__aiMap` when a test sets `window.__aiMapTest` before it loads
// (apps/web/src/features/map/lib/test-hook.ts). The functions given to page.evaluate run in the
// browser, so each one reaches the map through `window` itself.

/** What the tests call on the map (a structural slice of MapLibre's Map). */
interface TestMap {
  getLayer(id: string): unknown;
  getLayoutProperty(id: string, name: string): unknown;
  queryRenderedFeatures(
    geometry?: [[number, number], [number, number]] | { layers: string[] },
    options?: { layers: string[] },
  ): { properties: Record<string, unknown>; geometry: { type: string; coordinates: unknown } }[];
  project(lngLat: [number, number]): { x: number; y: number };
  getContainer(): HTMLElement;
  jumpTo(options: { center: [number, number]; zoom: number }): void;
  once(type: 'idle', listener: () => void): unknown;
  triggerRepaint(): void;
}
type MapWindow = Window & { __aiMapTest?: boolean; __aiMap?: TestMap };

/** Asks the web app for its map (`window.__aiMap`); call before the page navigates. */
export async function exposeMap(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as MapWindow).__aiMapTest = true;
  });
}

/** Resolves once the map exists (its first frame is drawn). */
export async function waitForMap(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(() => (window as MapWindow).__aiMap !== undefined, null, {
    timeout,
  });
}

/** Moves the map to a view at once, as opening a `#map=zoom/lat/lng` link would. */
export async function jumpTo(page: Page, view: MapView): Promise<void> {
  await page.evaluate(({ zoom, lat, lng }) => {
    (window as MapWindow).__aiMap!.jumpTo({ center: [lng, lat], zoom });
  }, view);
}

/**
 * Resolves on the map's next 'idle': every tile and source loaded, symbols placed, no
 * animation running. The repaint makes sure a frame, and so an idle, follows.
 */
export async function mapIdle(page: Page, timeout = 60_000): Promise<void> {
  await page.evaluate(
    (ms) =>
      new Promise<void>((resolve, reject) => {
        const map = (window as MapWindow).__aiMap!;
        const timer = setTimeout(() => reject(new Error(`the map was not idle in ${ms} ms`)), ms);
        map.once('idle', () => {
          clearTimeout(timer);
          resolve();
        });
        map.triggerRepaint();
      }),
    timeout,
  );
}

/** Whether the map's style has the layer, and it is not hidden. */
export async function layerShown(page: Page, id: string): Promise<boolean> {
  return page.evaluate((layerId) => {
    const map = (window as MapWindow).__aiMap!;
    return (
      Boolean(map.getLayer(layerId)) && map.getLayoutProperty(layerId, 'visibility') !== 'none'
    );
  }, id);
}

/**
 * The `property` of every feature the layer has drawn on screen, once it has drawn at least one
 * (MapLibre's queryRenderedFeatures: only what was placed and painted counts, so a layer without
 * data, hidden, or whose symbols all collided fails here).
 */
export async function drawnFeatures(
  page: Page,
  layer: string,
  property: string,
  timeout = 60_000,
): Promise<unknown[]> {
  const handle = await page.waitForFunction(
    ({ layer, property }) => {
      const map = (window as MapWindow).__aiMap;
      if (!map?.getLayer(layer)) return null;
      const features = map.queryRenderedFeatures({ layers: [layer] });
      return features.length > 0 ? features.map((feature) => feature.properties[property]) : null;
    },
    { layer, property },
    { timeout },
  );
  return (await handle.jsonValue()) as unknown[];
}

export interface DrawnPoint {
  properties: Record<string, unknown>;
  /** Page coordinates (CSS pixels) of the point. */
  x: number;
  y: number;
}

/**
 * Point features the layer has drawn where the map is uncovered (the canvas itself is the
 * topmost element there, `margin` px inside its edges): where a pointer can reach them.
 */
export async function reachablePoints(
  page: Page,
  layer: string,
  margin = 40,
): Promise<DrawnPoint[]> {
  return page.evaluate(
    ({ layer, margin }) => {
      const map = (window as MapWindow).__aiMap!;
      const box = map.getContainer().getBoundingClientRect();
      return map.queryRenderedFeatures({ layers: [layer] }).flatMap((feature) => {
        if (feature.geometry.type !== 'Point') return [];
        const point = map.project(feature.geometry.coordinates as [number, number]);
        const x = box.left + point.x;
        const y = box.top + point.y;
        const inside =
          x > box.left + margin &&
          x < box.right - margin &&
          y > box.top + margin &&
          y < box.bottom - margin;
        if (!inside || document.elementFromPoint(x, y)?.tagName !== 'CANVAS') return [];
        return [{ properties: feature.properties, x, y }];
      });
    },
    { layer, margin },
  );
}

/**
 * A page point on the uncovered map with nothing of the given layers drawn within `clearance`
 * px: somewhere the pointer can rest without hovering any marker.
 */
export async function emptyMapPoint(page: Page, layers: string[], clearance = 60) {
  const point = await page.evaluate(
    ({ layers, clearance }) => {
      const map = (window as MapWindow).__aiMap!;
      const box = map.getContainer().getBoundingClientRect();
      const present = layers.filter((id) => map.getLayer(id));
      for (let y = box.top + clearance; y < box.bottom - clearance; y += clearance / 2) {
        for (let x = box.right - clearance; x > box.left + clearance; x -= clearance / 2) {
          if (document.elementFromPoint(x, y)?.tagName !== 'CANVAS') continue;
          const px = x - box.left;
          const py = y - box.top;
          const near = map.queryRenderedFeatures(
            [
              [px - clearance, py - clearance],
              [px + clearance, py + clearance],
            ],
            { layers: present },
          );
          if (near.length === 0) return { x, y };
        }
      }
      return null;
    },
    { layers, clearance },
  );
  if (!point) throw new Error(`no empty spot on the map clear of ${layers.join(', ')}`);
  return point;
}

/** The web app's API prefix (spec 000 §7). */
export const API_PREFIX = '/api/v1/ai_map/';

export interface ApiAnswer<T> {
  /** The request's JSON body; null for a GET. */
  body: Record<string, unknown> | null;
  json: T;
}

/**
 * The next answer of an API call whose path after the prefix (with its query) matches, and
 * whose request body passes `matches`; fails unless it answered 200. Call it before the action.
 */
export async function nextApiAnswer<T = unknown>(
  page: Page,
  path: RegExp,
  matches: (body: Record<string, unknown> | null) => boolean = () => true,
  timeout = 60_000,
): Promise<ApiAnswer<T>> {
  const response = await page.waitForResponse(
    (candidate) => {
      const url = new URL(candidate.url());
      if (!url.pathname.startsWith(API_PREFIX)) return false;
      if (!path.test(url.pathname.slice(API_PREFIX.length) + url.search)) return false;
      const request = candidate.request();
      return matches(
        request.postData() ? (request.postDataJSON() as Record<string, unknown>) : null,
      );
    },
    { timeout },
  );
  if (response.status() !== 200) {
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  }
  const request = response.request();
  return {
    body: request.postData() ? (request.postDataJSON() as Record<string, unknown>) : null,
    json: (await response.json()) as T,
  };
}

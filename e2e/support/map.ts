import {
  type Cluster,
  type GeoClustersRequest,
  ClustersResponseSchema,
  type GeoKind,
} from '@ai-map/contracts';
import type { Page, Request } from 'playwright-core';

/** The performance mark the web app sets once its first local markers are on screen. */
export const FIRST_MARKERS_MARK = 'map:first-markers';

/**
 * Milliseconds from navigation start to the first local markers drawn: the mark's start time,
 * which the browser measures from the page's time origin.
 */
export async function firstMarkersMs(page: Page, timeout = 60_000): Promise<number> {
  const handle = await page.waitForFunction(
    (name) => performance.getEntriesByName(name)[0]?.startTime,
    FIRST_MARKERS_MARK,
    { timeout },
  );
  return (await handle.jsonValue()) as number;
}

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

import type { Map as MapLibreMap } from 'maplibre-gl';

declare global {
  interface Window {
    /** Set by end-to-end tests before the app loads (Playwright's addInitScript). */
    __aiMapTest?: boolean;
    /** The map screen's MapLibre map, present only when `__aiMapTest` was set. */
    __aiMap?: MapLibreMap;
  }
}

/**
 * Hands the MapLibre map to end-to-end tests, which read its style, sources and rendered
 * features to prove that a layer is drawn: WebGL leaves nothing in the DOM to look at. Nothing
 * is exposed unless the test set `window.__aiMapTest` first.
 */
export function exposeMapForTests(map: MapLibreMap): void {
  if (window.__aiMapTest === true) window.__aiMap = map;
}

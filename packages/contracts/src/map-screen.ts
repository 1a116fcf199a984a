/**
 * The map screen's fixed rules (spec 001 §2, §4): start view, tabs, general sub-filters and the
 * zoom thresholds the web app and its tests share.
 */

/** Start view: a Paris-area point at zoom 16 (§2). Longitude, latitude. */
export const MAP_START_CENTER = [2.3376, 48.8606] as const;
export const MAP_START_ZOOM = 16;
export const MAP_MIN_ZOOM = 3;
export const MAP_MAX_ZOOM = 20;

/** Sidebar content tabs; 'selected' is the default (§2). */
export const MAP_TABS = [
  'selected',
  'attraction',
  'shop',
  'food',
  'event',
  'trips',
  'general',
  'comparing',
] as const;
export type MapTab = (typeof MAP_TABS)[number];

/** Sub-filters of the general tab; climatic is the default when none is chosen (§2). */
export const GENERAL_SUB_FILTERS = [
  'climatic',
  'areas',
  'territory',
  'languages',
  'comparing',
  'local-culture',
] as const;
export type GeneralSubFilter = (typeof GENERAL_SUB_FILTERS)[number];

/** Hover tooltips open after, and close after leaving, this delay (§4). */
export const TOOLTIP_DELAY_MS = 300;
/** Local culture markers are fetched only from this zoom (§4). */
export const LOCAL_CULTURE_MIN_ZOOM = 7;
/** Geo shapes are drawn only above this zoom unless forced (§4). */
export const GEO_SHAPES_MIN_ZOOM = 12;
/** The comparing view compares cities from this zoom, countries below (§4). */
export const COMPARING_CITIES_MIN_ZOOM = 9;
/** A statistical sub-filter moves the map to this zoom (§4). */
export const STATISTICAL_ZOOM = 4;

/**
 * The zoom a click on a cluster marker leads to (§4): zoom + 3 above 8, 11 above 5, else 7;
 * never beyond the map's maximum.
 */
export function clusterClickZoom(zoom: number): number {
  const next = zoom > 8 ? zoom + 3 : zoom > 5 ? 11 : 7;
  return Math.min(next, MAP_MAX_ZOOM);
}

/** The comparing view's default filter at a zoom (§4). */
export function comparingScale(zoom: number): 'cities' | 'countries' {
  return zoom >= COMPARING_CITIES_MIN_ZOOM ? 'cities' : 'countries';
}

/** From this zoom the map is at city scale: general layers switch from countries to cities. */
export const CITY_SCALE_ZOOM = 6;

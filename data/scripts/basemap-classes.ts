import type { OsmTags } from '@ai-map/osm';

/**
 * The vector-tile layers the street-level basemap is drawn from, bottom to top. `land` comes from
 * the coastline (basemap-coast.ts), the others from tagged ways and multipolygons.
 */
export const BASEMAP_LAYERS = [
  'land',
  'parks',
  'water',
  'buildings',
  'streets',
  'railways',
] as const;
export type BasemapLayer = (typeof BASEMAP_LAYERS)[number];

/** What an OSM way or multipolygon becomes on the basemap. */
export interface BasemapClass {
  layer: BasemapLayer;
  shape: 'line' | 'polygon';
  properties: { class?: string; name?: string };
}

/** highway=* → street class; the style sizes streets by it. Other highway values are not drawn. */
const STREET_CLASSES: Record<string, string> = {
  motorway: 'motorway',
  motorway_link: 'motorway',
  trunk: 'trunk',
  trunk_link: 'trunk',
  primary: 'primary',
  primary_link: 'primary',
  secondary: 'secondary',
  secondary_link: 'secondary',
  tertiary: 'tertiary',
  tertiary_link: 'tertiary',
  residential: 'minor',
  unclassified: 'minor',
  living_street: 'minor',
  service: 'minor',
  footway: 'path',
  pedestrian: 'path',
  path: 'path',
  cycleway: 'path',
  steps: 'path',
};

const RAILWAYS = new Set(['rail', 'light_rail', 'tram', 'subway']);
const WATER_LINES = new Set(['river', 'stream', 'canal']);
const PARK_TAGS: Record<string, ReadonlySet<string>> = {
  leisure: new Set(['park', 'garden']),
  landuse: new Set(['grass', 'forest', 'meadow', 'recreation_ground', 'cemetery']),
  natural: new Set(['wood', 'scrub']),
};

/** The polygon classes, shared by closed ways and multipolygon relations; null: not drawn. */
export function classifyArea(tags: OsmTags): BasemapClass | null {
  const building = tags.building;
  if (building !== undefined && building !== 'no') {
    return { layer: 'buildings', shape: 'polygon', properties: {} };
  }
  const water =
    tags.natural === 'water'
      ? 'water'
      : tags.landuse === 'reservoir'
        ? 'reservoir'
        : tags.waterway === 'riverbank'
          ? 'riverbank'
          : undefined;
  if (water !== undefined)
    return { layer: 'water', shape: 'polygon', properties: { class: water } };
  for (const [key, values] of Object.entries(PARK_TAGS)) {
    const value = tags[key];
    if (value !== undefined && values.has(value)) {
      return { layer: 'parks', shape: 'polygon', properties: { class: value } };
    }
  }
  return null;
}

/**
 * A way's basemap class, or null when it is not drawn. Streets and railways come first (a
 * street tagged with a landuse stays a street); areas need a closed way; a highway that is an
 * area (a square: area=yes) is not a street line.
 */
export function classifyWay(tags: OsmTags, closed: boolean): BasemapClass | null {
  const street = tags.highway === undefined ? undefined : STREET_CLASSES[tags.highway];
  if (street !== undefined && tags.area !== 'yes') {
    const properties = tags.name ? { class: street, name: tags.name } : { class: street };
    return { layer: 'streets', shape: 'line', properties };
  }
  if (tags.railway !== undefined && RAILWAYS.has(tags.railway)) {
    return { layer: 'railways', shape: 'line', properties: { class: tags.railway } };
  }
  const area = closed ? classifyArea(tags) : null;
  if (area) return area;
  if (tags.waterway !== undefined && WATER_LINES.has(tags.waterway)) {
    return { layer: 'water', shape: 'line', properties: { class: tags.waterway } };
  }
  return null;
}

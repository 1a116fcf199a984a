import type { LineString, MultiPolygon, Polygon, Position } from 'geojson';
import { NodeCoordinates, openOsm, type OsmRelation } from '@ai-map/osm';
import {
  BASEMAP_LAYERS,
  classifyArea,
  classifyWay,
  type BasemapClass,
  type BasemapLayer,
} from './basemap-classes';
import { coastlineGeometry, coastPolygons, type Bbox } from './basemap-coast';
import { joinRings, polygonsOf, roundedLine } from './basemap-geometry';

/** One line of a basemap file: a GeoJSON feature plus the layer it is drawn in. */
export interface BasemapFeature {
  type: 'Feature';
  layer: BasemapLayer;
  properties: BasemapClass['properties'];
  geometry: LineString | Polygon | MultiPolygon;
}

export interface BasemapExtract {
  /** Sorted by layer (bottom first), then in file order: ways, then multipolygons. */
  features: BasemapFeature[];
  counts: Record<BasemapLayer, number>;
  /** Ways and multipolygons left out because a node (or a whole ring) is not in the extract. */
  incomplete: number;
  /** Whether land and sea were drawn from the coastline, or why not. */
  coast: 'drawn' | 'none' | 'broken';
  /** [west, south, east, north] of the features' coordinates; null when there are none. */
  bbox: Bbox | null;
}

interface PendingWay {
  cls: BasemapClass;
  refs: number[];
}

interface PendingArea {
  cls: BasemapClass;
  outer: number[];
  inner: number[];
}

/**
 * The street-level basemap features of one OSM extract, in up to three streaming passes (the
 * pattern of readOsmPlaces): ways and relations are classified and coastline ways kept, then —
 * only if multipolygons were found — their member ways' node ids are collected, then the wanted
 * nodes' positions.
 */
export async function readBasemapExtract(file: string, decimals = 6): Promise<BasemapExtract> {
  const source = await openOsm(file);
  const ways: PendingWay[] = [];
  const areas: PendingArea[] = [];
  const coastline: number[][] = [];
  for await (const batch of source.read({ types: ['way', 'relation'] })) {
    for (const element of batch) {
      if (element.type === 'way') {
        const refs = element.refs;
        if (element.tags.natural === 'coastline') coastline.push(refs);
        const closed = refs.length >= 4 && refs[0] === refs[refs.length - 1];
        const cls = classifyWay(element.tags, closed);
        if (cls) ways.push({ cls, refs });
      } else if (element.type === 'relation' && element.tags.type === 'multipolygon') {
        const cls = classifyArea(element.tags);
        if (cls) areas.push({ cls, ...memberWays(element) });
      }
    }
  }

  const members = new Map<number, number[]>();
  if (areas.length > 0) {
    for (const area of areas) for (const id of [...area.outer, ...area.inner]) members.set(id, []);
    for await (const batch of source.read({ types: ['way'] })) {
      for (const element of batch) {
        if (element.type === 'way' && members.has(element.id)) {
          members.set(element.id, element.refs);
        }
      }
    }
  }

  const coordinates = new NodeCoordinates(
    (function* () {
      for (const way of ways) yield* way.refs;
      for (const refs of members.values()) yield* refs;
      for (const refs of coastline) yield* refs;
    })(),
  );
  for await (const batch of source.read({ types: ['node'] })) {
    for (const node of batch) {
      if (node.type === 'node') coordinates.set(node.id, node.lat, node.lon);
    }
  }

  const features: BasemapFeature[] = [];
  let incomplete = 0;
  const line = (refs: readonly number[], minimum: number): Position[] | null => {
    const positions = coordinates.line(refs);
    return positions && roundedLine(positions, decimals, minimum);
  };
  for (const { cls, refs } of ways) {
    const coords = line(refs, cls.shape === 'polygon' ? 4 : 2);
    if (!coords) {
      incomplete++;
      continue;
    }
    const geometry: LineString | Polygon =
      cls.shape === 'polygon'
        ? { type: 'Polygon', coordinates: [coords] }
        : { type: 'LineString', coordinates: coords };
    features.push(feature(cls, geometry));
  }
  for (const { cls, outer, inner } of areas) {
    const rings = (ids: number[]) =>
      joinRings(ids.map((id) => members.get(id) ?? []))
        .map((ring) => line(ring, 4))
        .filter((ring): ring is Position[] => ring !== null);
    const polygons = polygonsOf(rings(outer), rings(inner));
    if (polygons.length === 0) {
      incomplete++;
      continue;
    }
    const geometry: Polygon | MultiPolygon =
      polygons.length === 1
        ? { type: 'Polygon', coordinates: polygons[0]! }
        : { type: 'MultiPolygon', coordinates: polygons };
    features.push(feature(cls, geometry));
  }

  const coast = coastlineGeometry(coastline, coordinates, decimals);
  const bbox = boundsOf([
    ...features.map((f) => f.geometry.coordinates),
    coast.rings,
    coast.chains,
  ]);
  const landAndSea = bbox && coastPolygons(coast.rings, coast.chains, bbox);
  const land: BasemapClass = { layer: 'land', shape: 'polygon', properties: {} };
  const sea: BasemapClass = { layer: 'water', shape: 'polygon', properties: { class: 'sea' } };
  for (const rings of landAndSea?.land ?? []) features.push(feature(land, polygon(rings)));
  for (const rings of landAndSea?.sea ?? []) features.push(feature(sea, polygon(rings)));

  const order = (layer: BasemapLayer) => BASEMAP_LAYERS.indexOf(layer);
  features.sort((a, b) => order(a.layer) - order(b.layer));
  const counts = Object.fromEntries(BASEMAP_LAYERS.map((layer) => [layer, 0])) as Record<
    BasemapLayer,
    number
  >;
  for (const f of features) counts[f.layer]++;
  return {
    features,
    counts,
    incomplete,
    coast: landAndSea ? 'drawn' : coastline.length > 0 ? 'broken' : 'none',
    bbox: boundsOf(features.map((f) => f.geometry.coordinates)),
  };
}

const polygon = (coordinates: Position[][]): Polygon => ({ type: 'Polygon', coordinates });

function feature(cls: BasemapClass, geometry: BasemapFeature['geometry']): BasemapFeature {
  return { type: 'Feature', layer: cls.layer, properties: cls.properties, geometry };
}

/** Outer and inner member ways; old multipolygons leave roles empty, and those are outers. */
function memberWays(relation: OsmRelation): { outer: number[]; inner: number[] } {
  const outer: number[] = [];
  const inner: number[] = [];
  for (const member of relation.members) {
    if (member.type !== 'way') continue;
    if (member.role === 'inner') inner.push(member.ref);
    else if (member.role === 'outer' || member.role === '') outer.push(member.ref);
  }
  return { outer, inner };
}

/** The bbox of nested coordinate arrays; null when they hold no position. */
function boundsOf(coordinates: unknown[]): Bbox | null {
  const box: Bbox = [Infinity, Infinity, -Infinity, -Infinity];
  const visit = (value: unknown): void => {
    if (!Array.isArray(value)) return;
    if (typeof value[0] === 'number') {
      const [lon, lat] = value as [number, number];
      box[0] = Math.min(box[0], lon);
      box[1] = Math.min(box[1], lat);
      box[2] = Math.max(box[2], lon);
      box[3] = Math.max(box[3], lat);
      return;
    }
    for (const item of value) visit(item);
  };
  visit(coordinates);
  return box[0] <= box[2] ? box : null;
}

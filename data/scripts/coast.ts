import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Topology } from 'topojson-specification';
import { mesh } from 'topojson-client';
import { GridIndex, type GridPoint } from './grid-index';

/**
 * Natural Earth 1:10m land outlines (world-atlas). Their vertices lie 1–2 km apart, so the
 * nearest vertex is a good stand-in for the nearest point of the coastline. Lakes (the Great
 * Lakes, Geneva) are part of the land polygons; the Caspian Sea is not.
 */
export const COASTLINE_FILE = 'world-atlas/land-10m.json';

/** A city within this distance of the sea coast counts as coastal (docs/data.md). */
export const COASTAL_KM = 10;

export type Coastline = GridIndex<GridPoint>;

export function loadCoastline(): Coastline {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve(COASTLINE_FILE), 'utf8')) as Topology;
  const outline = mesh(topology, topology.objects.land as Parameters<typeof mesh>[1]);
  const vertices: GridPoint[] = [];
  for (const line of outline.coordinates) {
    for (const [lng = 0, lat = 0] of line) vertices.push({ lat, lng });
  }
  return new GridIndex(vertices, 0.25);
}

/** Distance to the coastline in km, or null when it is farther than `maxKm`. */
export function distanceToCoastKm(
  coastline: Coastline,
  lat: number,
  lng: number,
  maxKm = 50,
): number | null {
  return coastline.nearest(lat, lng, maxKm)?.km ?? null;
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import area from '@turf/area';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import type { Settlement } from './destinations';
import { haversineKm } from './geo';
import { COASTLINE_FILE } from './coast';
import type { GuideEntry } from './wikivoyage';

/**
 * Towns of island destinations (docs/data.md, "Cities"): travellers go to Santorini and stay in
 * Oia, a village of 3,376 people that no Wikivoyage article of the 2015 dump names. A GeoNames
 * place of at least this many people on the land polygon of a Wikivoyage island joins the
 * catalogue as a town. 1,000 is the floor of the GeoNames list itself (cities1000).
 */
export const ISLAND_TOWN_MIN_POPULATION = 1_000;

/**
 * Only small islands: on a small island every village is near the sea and the sights, and guides
 * treat the island as one destination, while a large one (Crete, Sicily) holds farm towns no
 * traveller looks up. Measured on the Natural Earth outlines: Santorini 80 km², Ibiza 613, Oahu
 * 1,571 and Maui 1,930 are in; Tenerife 2,005, Majorca 3,685 and Crete 8,288 are out.
 */
export const MAX_ISLAND_KM2 = 2_000;

/** An island article's point may lie off its outline (a caldera, a centroid in a bay). */
const OFF_SHORE_KM = 3;

/** Natural Earth's 1:10m vertices lie 1–2 km apart: a coastal village may fall just outside. */
const ON_SHORE_KM = 2;

/** One polygon of Natural Earth's 1:10m land, with its bounding box for a cheap first test. */
export interface LandPiece {
  polygon: Polygon;
  west: number;
  south: number;
  east: number;
  north: number;
  areaKm2: number;
}

/** The land polygons of the Natural Earth 1:10m outline the coastline comes from (coast.ts). */
export function loadLandPieces(): LandPiece[] {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve(COASTLINE_FILE), 'utf8')) as Topology;
  const land = feature(topology, topology.objects.land as Parameters<typeof feature>[1]);
  const pieces: LandPiece[] = [];
  for (const item of 'features' in land ? land.features : [land]) {
    const geometry = item.geometry;
    if (geometry.type === 'Polygon') pieces.push(landPiece(geometry.coordinates));
    if (geometry.type === 'MultiPolygon') {
      for (const rings of geometry.coordinates) pieces.push(landPiece(rings));
    }
  }
  return pieces;
}

/** Rings as GeoJSON gives them: [lng, lat] pairs, the outline first, then holes (lakes). */
export function landPiece(rings: number[][][]): LandPiece {
  const outline = rings[0] ?? [];
  const lngs = outline.map(([lng = 0]) => lng);
  const lats = outline.map(([, lat = 0]) => lat);
  const polygon: Polygon = { type: 'Polygon', coordinates: rings };
  return {
    polygon,
    west: Math.min(...lngs),
    south: Math.min(...lats),
    east: Math.max(...lngs),
    north: Math.max(...lats),
    areaKm2: area(polygon) / 1e6,
  };
}

export function pieceContains(piece: LandPiece, lat: number, lng: number): boolean {
  if (lng < piece.west || lng > piece.east || lat < piece.south || lat > piece.north) return false;
  return booleanPointInPolygon([lng, lat], piece.polygon);
}

/** The land polygon a point lies on, else the one whose outline is nearest within `maxKm`. */
export function pieceAt(
  pieces: LandPiece[],
  lat: number,
  lng: number,
  maxKm: number,
): LandPiece | null {
  const margin = maxKm / 111 / Math.max(0.05, Math.cos((lat * Math.PI) / 180));
  const near = pieces.filter(
    (p) =>
      lng >= p.west - margin &&
      lng <= p.east + margin &&
      lat >= p.south - margin &&
      lat <= p.north + margin,
  );
  const on = near.find((p) => pieceContains(p, lat, lng));
  if (on) return on;
  let best: { piece: LandPiece; km: number } | null = null;
  for (const piece of near) {
    for (const [vLng = 0, vLat = 0] of piece.polygon.coordinates[0] ?? []) {
      const km = haversineKm(lat, lng, vLat, vLng);
      if (km <= maxKm && (!best || km < best.km)) best = { piece, km };
    }
  }
  return best?.piece ?? null;
}

/**
 * The GeoNames places of at least ISLAND_TOWN_MIN_POPULATION people on the land polygon of a
 * Wikivoyage island of at most MAX_ISLAND_KM2, each with the island that brings it in. A place
 * counts when it lies inside the polygon, or within ON_SHORE_KM of its outline and on no other
 * polygon (the 1:10m outline cuts corners: Oia, on Santorini's northern tip, lies 0.9 km outside
 * it). An island article whose point is on no polygon within OFF_SHORE_KM (an islet Natural Earth
 * does not draw) brings nothing.
 */
export function islandTowns(
  guide: GuideEntry[],
  places: Settlement[],
  pieces: LandPiece[],
): Map<number, GuideEntry> {
  const towns = new Map<number, GuideEntry>();
  const candidates = places.filter((p) => p.population >= ISLAND_TOWN_MIN_POPULATION);
  for (const island of guide) {
    if (island.kind !== 'island') continue;
    const piece = pieceAt(pieces, island.lat, island.lng, OFF_SHORE_KM);
    if (!piece || piece.areaKm2 > MAX_ISLAND_KM2) continue;
    const margin = ON_SHORE_KM / 111 / Math.max(0.05, Math.cos((piece.north * Math.PI) / 180));
    for (const place of candidates) {
      if (
        towns.has(place.id) ||
        place.lng < piece.west - margin ||
        place.lng > piece.east + margin ||
        place.lat < piece.south - margin ||
        place.lat > piece.north + margin
      ) {
        continue;
      }
      if (
        pieceContains(piece, place.lat, place.lng) ||
        pieceAt(pieces, place.lat, place.lng, ON_SHORE_KM) === piece
      ) {
        towns.set(place.id, island);
      }
    }
  }
  return towns;
}

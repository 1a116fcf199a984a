import { EARTH_RADIUS_M, type AreasResponseSchema } from '@ai-map/contracts';
import type { z } from 'zod';

export type Area = z.infer<typeof AreasResponseSchema>['results'][number];

/**
 * A closed ring of `steps` points at `radiusM` metres around a [lng, lat] centre, on the sphere,
 * so a circle stays round on the Mercator map at every latitude.
 */
export function circleRing(
  [lng, lat]: [number, number],
  radiusM: number,
  steps = 64,
): [number, number][] {
  const rad = Math.PI / 180;
  const angular = radiusM / EARTH_RADIUS_M;
  const lat1 = lat * rad;
  const lng1 = lng * rad;
  const ring: [number, number][] = [];
  for (let i = 0; i < steps; i += 1) {
    const bearing = (2 * Math.PI * i) / steps;
    const lat2 = Math.asin(
      Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
    );
    const lng2 =
      lng1 +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
        Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
      );
    ring.push([Math.round((lng2 / rad) * 1e6) / 1e6, Math.round((lat2 / rad) * 1e6) / 1e6]);
  }
  ring.push(ring[0]!);
  return ring;
}

export interface AreaProperties {
  areaId: number;
  name: string;
}

/** The name markers: one point per area at its centre. */
export function areaCentres(
  areas: Area[],
): GeoJSON.FeatureCollection<GeoJSON.Point, AreaProperties> {
  return {
    type: 'FeatureCollection',
    features: areas.map((area) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: area.geo_center },
      properties: { areaId: area.area_id, name: area.name },
    })),
  };
}

/**
 * The outlines by shape_type: a circle with a known radius becomes a polygon. The server's other
 * shape types carry no outline (geo_smooth is null in the open data), so they show by their
 * centre marker only.
 */
export function areaShapes(
  areas: Area[],
): GeoJSON.FeatureCollection<GeoJSON.Polygon, AreaProperties> {
  return {
    type: 'FeatureCollection',
    features: areas.flatMap((area) => {
      const radius = area.geo_mark.radius_m;
      if (area.shape_type !== 'circle' || radius === null || radius <= 0) return [];
      return [
        {
          type: 'Feature' as const,
          geometry: {
            type: 'Polygon' as const,
            coordinates: [circleRing(area.geo_mark.center, radius)],
          },
          properties: { areaId: area.area_id, name: area.name },
        },
      ];
    }),
  };
}

import { haversineKm, type LatLng, type TransportType } from '@ai-map/contracts';
import { z } from 'zod';
import { greatCirclePoints } from './geo';
import { legMinutes, routedLegMinutes } from './leg-time';
import type { Leg } from './types';

/** A drawn great-circle leg gets a point about every this many km… */
export const ROUTE_STEP_KM = 50;
/** …but never more than this many segments (a flight half round the world stays light). */
const MAX_SEGMENTS = 128;

type Position = [number, number];

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The great circle from `from` to `to` as [lng, lat] points, ends exact. Where it crosses the
 * antimeridian the crossing point is inserted twice, at 180 and at -180, so that the line can
 * be cut there (splitAtAntimeridian) instead of being drawn back across the whole map.
 */
export function greatCircleRoute(from: LatLng, to: LatLng): Position[] {
  const segments = Math.min(
    MAX_SEGMENTS,
    Math.max(1, Math.ceil(haversineKm(from, to) / ROUTE_STEP_KM)),
  );
  const points = greatCirclePoints(from, to, segments);
  const route: Position[] = [];
  points.forEach((point, i) => {
    const previous = points[i - 1];
    if (previous && Math.abs(point.lng - previous.lng) > 180) {
      // Unwrap the second longitude next to the first and interpolate the latitude at ±180.
      const side = previous.lng > 0 ? 180 : -180;
      const unwrapped = point.lng + 2 * side;
      const t = (side - previous.lng) / (unwrapped - previous.lng);
      const lat = round6(previous.lat + t * (point.lat - previous.lat));
      route.push([side, lat], [-side, lat]);
    }
    route.push([round6(point.lng), round6(point.lat)]);
  });
  return route;
}

/** A route cut where it jumps across the antimeridian: lines to draw as a MultiLineString. */
export function splitAtAntimeridian(route: readonly Position[]): Position[][] {
  const parts: Position[][] = [[]];
  route.forEach((point, i) => {
    const previous = route[i - 1];
    if (previous && Math.abs(point[0] - previous[0]) > 180) parts.push([]);
    parts[parts.length - 1]!.push(point);
  });
  return parts;
}

/** A leg drawn as a great circle with the modelled time. */
export function greatCircleLeg(from: LatLng, to: LatLng, transport: TransportType): Leg {
  const distanceKm = haversineKm(from, to);
  return {
    transport,
    distanceKm: Math.round(distanceKm * 100) / 100,
    minutes: legMinutes(transport, distanceKm),
    geoRoute: greatCircleRoute(from, to),
  };
}

/** OSRM profiles for the transports that follow roads and paths; the others stay great circles. */
export const OSRM_PROFILES: Partial<Record<TransportType, string>> = {
  walk: 'foot',
  car: 'driving',
  bus: 'driving',
};

export interface RoutingOptions {
  /** An OSRM-compatible server (`ROUTING_URL`); without it every leg is a great circle. */
  routingUrl?: string;
  fetch?: typeof fetch;
  /** Per request; a slow router must not hold the planner up. */
  timeoutMs?: number;
}

const DEFAULT_ROUTING_TIMEOUT_MS = 2000;

const OsrmAnswerSchema = z.object({
  code: z.literal('Ok'),
  routes: z
    .array(
      z.object({
        distance: z.number().nonnegative(),
        duration: z.number().nonnegative(),
        geometry: z.object({
          type: z.literal('LineString'),
          coordinates: z.array(z.tuple([z.number(), z.number()])).min(2),
        }),
      }),
    )
    .min(1),
});

const coordinate = (point: LatLng) => `${round6(point.lng)},${round6(point.lat)}`;

/**
 * A leg with road geometry and time from the router when one is configured and the transport
 * follows roads; otherwise, and whenever the router fails, answers late or finds no route, the
 * great-circle leg.
 */
export async function routeLeg(
  from: LatLng,
  to: LatLng,
  transport: TransportType,
  options: RoutingOptions = {},
): Promise<Leg> {
  const fallback = greatCircleLeg(from, to, transport);
  const profile = OSRM_PROFILES[transport];
  if (!options.routingUrl || !profile || fallback.distanceKm === 0) return fallback;
  const url =
    `${options.routingUrl.replace(/\/$/, '')}/route/v1/${profile}/` +
    `${coordinate(from)};${coordinate(to)}?overview=full&geometries=geojson`;
  try {
    const response = await (options.fetch ?? fetch)(url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_ROUTING_TIMEOUT_MS),
    });
    if (!response.ok) return fallback;
    const parsed = OsrmAnswerSchema.safeParse(await response.json());
    if (!parsed.success) return fallback;
    const [route] = parsed.data.routes;
    return {
      transport,
      distanceKm: Math.round(route!.distance / 10) / 100,
      minutes: routedLegMinutes(transport, route!.duration),
      geoRoute: route!.geometry.coordinates.map(([lng, lat]) => [round6(lng), round6(lat)]),
    };
  } catch {
    // Network errors, timeouts and bad JSON all mean "no road route": draw the great circle.
    return fallback;
  }
}

/** Length of a drawn route in km (great-circle between its points; the antimeridian pair adds nothing). */
export function routeLengthKm(route: readonly Position[]): number {
  let total = 0;
  for (let i = 1; i < route.length; i++) {
    const [lng1, lat1] = route[i - 1]!;
    const [lng2, lat2] = route[i]!;
    total += haversineKm({ lat: lat1, lng: lng1 }, { lat: lat2, lng: lng2 });
  }
  return total;
}

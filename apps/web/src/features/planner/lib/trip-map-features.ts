import { isDashedTransport, type MapPoint, type Trip } from '@ai-map/contracts';
import type { Feature, FeatureCollection, LineString, Point } from 'geojson';
import { formatLegTime } from './leg-time';
import { stopsOfTrip } from './trip-stops';

/** A stop, start or end marker; `label` is the stop's number, S or E for the start and end. */
export interface TripPointProps {
  kind: 'start' | 'end' | 'stop' | 'city' | 'custom_place' | 'idea';
  label: string;
  name: string;
  placeToVisitId: number | null;
  /** The marker's fill: a stop takes its day's colour, the other kinds their own. */
  color: string;
  /** Later stops are drawn over earlier ones, the same in every layer (0 for the others). */
  order: number;
}

/** The fills of the kinds of marker other than a stop (spec 000 §2 Planner map). */
export const KIND_COLORS = {
  city: '#7c3aed',
  custom_place: '#ea580c',
  idea: '#a16207',
  start: '#16a34a',
  end: '#dc2626',
} as const;

/**
 * One colour per day, repeated after the sixth: the stops of a day read as a group where a
 * city's days cross, and the trip panel marks each day with its colour. Each carries white
 * numbers at 4.5:1 or more, and none is a kind colour above.
 */
export const DAY_COLORS = ['#0f766e', '#1d4ed8', '#be185d', '#92400e', '#4338ca', '#155e75'];

export const dayColor = (day: number): string =>
  DAY_COLORS[(Math.max(1, day) - 1) % DAY_COLORS.length] ?? '#0f766e';

/** A leg's line: dashed for bus, ferries, airlines and railroads (spec 000 §2). */
export interface TripLegProps {
  transport: string;
  dashed: boolean;
  /** The stop the leg leaves from (null for the leg from the start point). */
  fromPlaceToVisitId: number | null;
}

/**
 * The transport marker at a leg's midpoint, with the leg's time. `minZoom`: the zoom from which
 * the leg is long enough on screen for the marker to sit clear of the stops at its ends.
 */
export interface TripTransportProps {
  transport: string;
  time: string;
  minZoom: number;
}

/**
 * The shortest leg, on screen, that gets a transport marker: the stop circles at its ends
 * (radius 13 with their ring) and the marker (10) between them, with a few pixels to spare.
 * Shorter legs keep their line; their marker would only pile onto the stops.
 */
export const MIN_LEG_PX = 64;

/** Metres per pixel at zoom 0 on the equator (MapLibre's 512-pixel world). */
const METRES_PER_PX_AT_ZOOM_0 = 40_075_016.686 / 512;

function metresBetween([lng1, lat1]: Position, [lng2, lat2]: Position): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Beyond MapLibre's deepest zoom (24): the marker of a leg that goes nowhere never shows. */
const NEVER = 25;

/**
 * The zoom at which the straight line between a leg's ends is `MIN_LEG_PX` long on screen (Web
 * Mercator: a pixel covers METRES_PER_PX_AT_ZOOM_0 × cos(latitude) / 2^zoom metres).
 */
export function legMarkerMinZoom(from: Position, to: Position): number {
  const metres = metresBetween(from, to);
  if (metres === 0) return NEVER;
  const latitude = ((from[1] + to[1]) / 2) * (Math.PI / 180);
  return Math.log2((MIN_LEG_PX * METRES_PER_PX_AT_ZOOM_0 * Math.cos(latitude)) / metres);
}

export interface TripMapFeatures {
  points: FeatureCollection<Point, TripPointProps>;
  legs: FeatureCollection<LineString, TripLegProps>;
  transports: FeatureCollection<Point, TripTransportProps>;
  /** [[west, south], [east, north]] of every point and line, null without points. */
  bounds: [[number, number], [number, number]] | null;
}

type Position = [number, number];

/** The point halfway along a line by length (degrees suffice for placing a marker). */
export function lineMidpoint(line: readonly Position[]): Position | null {
  if (line.length === 0) return null;
  if (line.length === 1) return line[0] ?? null;
  const lengths = line.slice(1).map((point, i) => {
    const previous = line[i] as Position;
    return Math.hypot(point[0] - previous[0], point[1] - previous[1]);
  });
  const half = lengths.reduce((sum, length) => sum + length, 0) / 2;
  let walked = 0;
  for (let i = 0; i < lengths.length; i += 1) {
    const length = lengths[i] ?? 0;
    const from = line[i] as Position;
    const to = line[i + 1] as Position;
    if (walked + length >= half) {
      const share = length === 0 ? 0 : (half - walked) / length;
      return [from[0] + (to[0] - from[0]) * share, from[1] + (to[1] - from[1]) * share];
    }
    walked += length;
  }
  return line[line.length - 1] ?? null;
}

function pointKind(point: MapPoint): TripPointProps['kind'] {
  if (point.point_type !== 'place') return point.point_type;
  if (point.place_type === 'city' || point.place_type === 'custom_place') return point.place_type;
  return 'stop';
}

/** Stops show their number; the start and end points a letter of their own; ideas none. */
function pointLabel(point: MapPoint): string {
  if (point.point_type === 'start') return 'S';
  if (point.point_type === 'end') return 'E';
  return point.number_in_trip === null ? '' : String(point.number_in_trip);
}

/** The planner map's GeoJSON: markers, leg lines and transport markers from the map points. */
export function tripMapFeatures(mapPoints: readonly MapPoint[]): TripMapFeatures {
  const points: Feature<Point, TripPointProps>[] = [];
  const legs: Feature<LineString, TripLegProps>[] = [];
  const transports: Feature<Point, TripTransportProps>[] = [];
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  const extend = ([lng, lat]: Position) => {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  };

  for (const point of mapPoints) {
    const position: Position = [point.geo_points.lng, point.geo_points.lat];
    extend(position);
    const kind = pointKind(point);
    points.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: position },
      properties: {
        kind,
        label: pointLabel(point),
        name: point.name,
        placeToVisitId: point.place_to_visit_id,
        color: kind === 'stop' ? dayColor(point.day_of_trip ?? 1) : KIND_COLORS[kind],
        order: point.number_in_trip ?? 0,
      },
    });
    const route = point.geo_route;
    const transport = point.next_point_transport_type;
    if (!route || route.length < 2 || !transport) continue;
    route.forEach(extend);
    legs.push({
      type: 'Feature',
      geometry: { type: 'LineString', coordinates: route },
      properties: {
        transport,
        dashed: isDashedTransport(transport),
        fromPlaceToVisitId: point.point_type === 'place' ? point.place_to_visit_id : null,
      },
    });
    const middle = lineMidpoint(route);
    if (middle) {
      transports.push({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: middle },
        properties: {
          transport,
          time: formatLegTime(point.next_point_time_min),
          minZoom: legMarkerMinZoom(route[0] as Position, route[route.length - 1] as Position),
        },
      });
    }
  }

  return {
    points: { type: 'FeatureCollection', features: points },
    legs: { type: 'FeatureCollection', features: legs },
    transports: { type: 'FeatureCollection', features: transports },
    bounds:
      points.length > 0
        ? [
            [west, south],
            [east, north],
          ]
        : null,
  };
}

/**
 * A trip's map points (start, stops in travel order, end, ideas) built from the trip itself, as
 * `GET planner/trips/{id}/map_points/` would answer them: for the shared trip page, whose
 * viewer holds only the read-only link.
 */
export function mapPointsOfTrip(trip: Trip): MapPoint[] {
  const points: MapPoint[] = [];
  const endpoint = (
    point: NonNullable<Trip['start_point']>,
    kind: 'start' | 'end',
    id: number,
  ): MapPoint => ({
    id,
    place_to_visit_id: null,
    geo_points: { lat: point.lat, lng: point.lng },
    point_type: kind,
    place_type: null,
    name: point.name,
    next_point_transport_type: kind === 'start' ? trip.next_point_transport_type : null,
    next_point_time_min: kind === 'start' ? trip.next_point_time_min : null,
    number_in_trip: null,
    day_of_trip: null,
    geo_route: kind === 'start' ? trip.start_geo_route : null,
  });
  if (trip.start_point) points.push(endpoint(trip.start_point, 'start', -1));
  const stops = stopsOfTrip(trip).sort((a, b) => a.number_in_trip - b.number_in_trip);
  for (const stop of stops) {
    points.push({
      id: stop.id,
      place_to_visit_id: stop.place_to_visit_id,
      geo_points: stop.geo_points,
      point_type: 'place',
      place_type: stop.point_type,
      name: stop.name,
      next_point_transport_type: stop.next_point_transport_type,
      next_point_time_min: stop.next_point_time_min,
      number_in_trip: stop.number_in_trip,
      day_of_trip: stop.day_of_trip,
      geo_route: stop.geo_route,
    });
  }
  if (trip.end_point) points.push(endpoint(trip.end_point, 'end', -2));
  for (const idea of trip.ideas) {
    points.push({
      id: idea.id,
      place_to_visit_id: null,
      geo_points: idea.geo_points,
      point_type: 'idea',
      place_type: idea.point_type,
      name: idea.name,
      next_point_transport_type: null,
      next_point_time_min: null,
      number_in_trip: null,
      day_of_trip: null,
      geo_route: null,
    });
  }
  return points;
}

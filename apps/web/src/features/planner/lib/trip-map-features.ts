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
}

/** A leg's line: dashed for bus, ferries, airlines and railroads (spec 000 §2). */
export interface TripLegProps {
  transport: string;
  dashed: boolean;
  /** The stop the leg leaves from (null for the leg from the start point). */
  fromPlaceToVisitId: number | null;
}

/** The transport marker at a leg's midpoint, with the leg's time. */
export interface TripTransportProps {
  transport: string;
  time: string;
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
    points.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: position },
      properties: {
        kind: pointKind(point),
        label: pointLabel(point),
        name: point.name,
        placeToVisitId: point.place_to_visit_id,
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
        properties: { transport, time: formatLegTime(point.next_point_time_min) },
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

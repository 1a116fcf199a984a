import type { TransportType, Trip } from '@ai-map/contracts';
import { exportStops, type ExportStop } from './trip-export-stops';

/** A leg drawn on a day: its line ([lng, lat] pairs), transport and the names it joins. */
export interface DayLeg {
  from: string;
  to: string;
  transport: TransportType;
  minutes: number | null;
  line: [number, number][];
}

/**
 * The legs of each day, for the GPX tracks and the KML lines. A leg belongs to the day of the
 * stop it leaves from (as the trip's `travel_time_min` counts it); the leg from the start point
 * belongs to day 1. Legs without a line (nowhere to go) are left out.
 */
export function legsByDay(
  trip: Trip,
  stops: ExportStop[] = exportStops(trip),
): Map<number, DayLeg[]> {
  const days = new Map<number, DayLeg[]>(trip.days_of_trip.map((d) => [d.day_of_trip, []]));
  const first = stops[0];
  if (trip.start_point && trip.start_geo_route && trip.start_geo_route.length > 1 && first) {
    days.get(first.day)?.push({
      from: trip.start_point.name || 'Start',
      to: first.stop.name,
      transport: trip.next_point_transport_type,
      minutes: trip.next_point_time_min,
      line: trip.start_geo_route,
    });
  }
  for (const s of stops) {
    const line = s.stop.geo_route;
    if (!line || line.length < 2 || s.nextName === null) continue;
    days.get(s.day)?.push({
      from: s.stop.name,
      to: s.nextName,
      transport: s.stop.next_point_transport_type,
      minutes: s.stop.next_point_time_min,
      line,
    });
  }
  return days;
}

import type { Trip, TripBudget } from '@ai-map/contracts';
import { legsByDay } from './trip-export-legs';
import {
  exportStops,
  legLine,
  placeLine,
  stopLabel,
  transportWords,
  tripSummary,
} from './trip-export-stops';
import { coord, escapeXml as x } from './trip-export-xml';

/**
 * The trip as GPX 1.1 (topografix.com/GPX/1/1): a waypoint per stop (and the start and end
 * points), then one track per day whose segments are the day's legs as drawn on the map.
 */
export function tripToGpx(trip: Trip, budget: TripBudget, now: Date): string {
  const stops = exportStops(trip);
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="AI travel map and planner" xmlns="http://www.topografix.com/GPX/1/1">',
    '  <metadata>',
    `    <name>${x(trip.title)}</name>`,
    `    <desc>${x(tripSummary(trip, budget))}</desc>`,
    `    <time>${now.toISOString()}</time>`,
    '  </metadata>',
  ];
  const waypoint = (lat: number, lng: number, name: string, desc: string, type: string) =>
    out.push(
      `  <wpt lat="${coord(lat)}" lon="${coord(lng)}">`,
      `    <name>${x(name)}</name>`,
      `    <desc>${x(desc)}</desc>`,
      `    <type>${x(type)}</type>`,
      '  </wpt>',
    );
  if (trip.start_point) {
    const p = trip.start_point;
    waypoint(p.lat, p.lng, p.name || 'Start', 'Start of the trip', 'start');
  }
  for (const s of stops) {
    const desc = [`${stopLabel(s)}: ${placeLine(s)}.`, legLine(s)].filter(Boolean).join(' ');
    waypoint(s.stop.geo_points.lat, s.stop.geo_points.lng, s.stop.name, desc, s.stop.point_type);
  }
  if (trip.end_point) {
    const p = trip.end_point;
    waypoint(p.lat, p.lng, p.name || 'End', 'End of the trip', 'end');
  }
  for (const [day, legs] of legsByDay(trip, stops)) {
    if (legs.length === 0) continue;
    const desc = legs.map((l) => `${l.from} → ${l.to} ${transportWords(l.transport)}`).join('; ');
    out.push('  <trk>', `    <name>Day ${day}</name>`, `    <desc>${x(desc)}</desc>`);
    out.push(`    <number>${day}</number>`);
    for (const leg of legs) {
      out.push('    <trkseg>');
      for (const [lng, lat] of leg.line) {
        out.push(`      <trkpt lat="${coord(lat)}" lon="${coord(lng)}"/>`);
      }
      out.push('    </trkseg>');
    }
    out.push('  </trk>');
  }
  out.push('</gpx>');
  return `${out.join('\n')}\n`;
}

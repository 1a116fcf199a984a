import {
  TRANSPORT_TYPES,
  isDashedTransport,
  type TransportType,
  type Trip,
  type TripBudget,
} from '@ai-map/contracts';
import { legsByDay } from './trip-export-legs';
import {
  exportStops,
  legLine,
  legTimeWords,
  placeLine,
  stopLabel,
  tripSummary,
} from './trip-export-stops';
import { coord, escapeXml as x } from './trip-export-xml';

/** Line colours per transport, KML's aabbggrr. */
const LINE_COLOURS: Record<TransportType, string> = {
  walk: 'ff4caf50', // green
  car: 'ffe5a11e', // blue
  bus: 'ff0098ff', // orange
  railroads: 'ffb0279c', // purple
  ferries: 'ffd4bc00', // teal
  airlines: 'ff3643f4', // red
};

/**
 * The trip as KML 2.2 (opengis.net/kml/2.2): a Folder per day with a Placemark per stop and a
 * LineString per leg, styled by transport. KML has no dashed lines, so the legs the planner
 * dashes (bus, railroads, ferries, airlines) are drawn thinner instead.
 */
export function tripToKml(trip: Trip, budget: TripBudget): string {
  const stops = exportStops(trip);
  const legs = legsByDay(trip, stops);
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2">',
    '  <Document>',
    `    <name>${x(trip.title)}</name>`,
    `    <description>${x(tripSummary(trip, budget))}</description>`,
  ];
  for (const type of TRANSPORT_TYPES) {
    out.push(
      `    <Style id="leg-${type}">`,
      `      <LineStyle><color>${LINE_COLOURS[type]}</color><width>${isDashedTransport(type) ? 3 : 5}</width></LineStyle>`,
      '    </Style>',
    );
  }
  const placemark = (indent: string, name: string, desc: string, lat: number, lng: number) =>
    out.push(
      `${indent}<Placemark>`,
      `${indent}  <name>${x(name)}</name>`,
      `${indent}  <description>${x(desc)}</description>`,
      `${indent}  <Point><coordinates>${coord(lng)},${coord(lat)}</coordinates></Point>`,
      `${indent}</Placemark>`,
    );
  if (trip.start_point) {
    const p = trip.start_point;
    placemark('    ', `Start: ${p.name || 'start point'}`, 'Start of the trip', p.lat, p.lng);
  }
  for (const day of trip.days_of_trip) {
    const n = day.day_of_trip;
    out.push('    <Folder>', `      <name>Day ${n}</name>`);
    for (const s of stops.filter((stop) => stop.day === n)) {
      const desc = [`${stopLabel(s)}: ${placeLine(s)}.`, legLine(s)].filter(Boolean).join(' ');
      const { lat, lng } = s.stop.geo_points;
      placemark('      ', `${s.stop.number_in_trip}. ${s.stop.name}`, desc, lat, lng);
    }
    for (const leg of legs.get(n) ?? []) {
      out.push(
        '      <Placemark>',
        `        <name>${x(`${leg.from} → ${leg.to}`)}</name>`,
        `        <description>${x(legTimeWords(leg.minutes, leg.transport))}</description>`,
        `        <styleUrl>#leg-${leg.transport}</styleUrl>`,
        '        <LineString>',
        '          <tessellate>1</tessellate>',
        `          <coordinates>${leg.line.map(([lng, lat]) => `${coord(lng)},${coord(lat)}`).join(' ')}</coordinates>`,
        '        </LineString>',
        '      </Placemark>',
      );
    }
    out.push('    </Folder>');
  }
  if (trip.end_point) {
    const p = trip.end_point;
    placemark('    ', `End: ${p.name || 'end point'}`, 'End of the trip', p.lat, p.lng);
  }
  out.push('  </Document>', '</kml>');
  return `${out.join('\n')}\n`;
}

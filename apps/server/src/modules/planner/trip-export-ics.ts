import type { Trip, TripBudget } from '@ai-map/contracts';
import { exportStops, legLine, placeLine, stopLabel, tripSummary } from './trip-export-stops';

/**
 * The trip as an iCalendar file (RFC 5545): one VEVENT per stop, on the day of the trip it
 * belongs to, timed by the schedule rule of trip-export-stops. Times are floating (no time
 * zone): "09:00" means nine in the morning wherever the traveller is that day.
 */

export interface IcsOptions {
  /** The calendar date of day 1, YYYY-MM-DD. */
  startDate: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
  /** The right-hand side of every UID, so that events stay unique across installations. */
  uidDomain: string;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and one space, which counts
 * towards the next line's 75. A UTF-8 character is never split across lines.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A floating DATE-TIME: `minutes` after midnight of the trip's `day` (1-based). */
function localDateTime(startDate: string, day: number, minutes: number): string {
  const [y, m, d] = startDate.split('-').map(Number);
  const at = new Date(Date.UTC(y!, m! - 1, d! + day - 1, 0, minutes));
  return (
    `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}` +
    `T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}00`
  );
}

const utcDateTime = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function tripToIcs(trip: Trip, budget: TripBudget, options: IcsOptions): string {
  const stamp = utcDateTime(options.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//AI travel map and planner//Trip export//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(trip.title)}`,
    `X-WR-CALDESC:${escapeText(tripSummary(trip, budget))}`,
  ];
  const stops = exportStops(trip);
  if (stops.length === 0) {
    // A calendar needs at least one component (RFC 5545 §3.6): a trip without stops yet is one
    // all-day event over its days.
    const date = (day: number) => localDateTime(options.startDate, day, 0).slice(0, 8);
    lines.push(
      'BEGIN:VEVENT',
      `UID:trip-${trip.id}@${options.uidDomain}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${date(1)}`,
      // DTEND of an all-day event is the day after the last one.
      `DTEND;VALUE=DATE:${date(trip.duration_days + 1)}`,
      `SUMMARY:${escapeText(trip.title)}`,
      'END:VEVENT',
    );
  }
  for (const s of stops) {
    const description = [`${stopLabel(s)}.`, legLine(s)].filter(Boolean).join('\n');
    lines.push(
      'BEGIN:VEVENT',
      // Stable per stop: importing the trip again updates the events instead of doubling them.
      `UID:trip-${trip.id}-stop-${s.stop.place_to_visit_id}@${options.uidDomain}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${localDateTime(options.startDate, s.day, s.startMinutes)}`,
      `DTEND:${localDateTime(options.startDate, s.day, s.endMinutes)}`,
      `SUMMARY:${escapeText(s.stop.name)}`,
      `LOCATION:${escapeText(placeLine(s))}`,
      `GEO:${s.stop.geo_points.lat.toFixed(6)};${s.stop.geo_points.lng.toFixed(6)}`,
      `DESCRIPTION:${escapeText(description)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

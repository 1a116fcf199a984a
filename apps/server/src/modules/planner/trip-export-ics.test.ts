import { describe, expect, it } from 'vitest';
import type { Trip } from '@ai-map/contracts';
import { escapeText, foldLine, tripToIcs } from './trip-export-ics';
import { legTimeWords } from './trip-export-stops';
import { fileBaseName } from './trip-export.service';

describe('ICS text', () => {
  it('escapes backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11)', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(80)}`; // 8 + 160 octets
    const parts = foldLine(line).split('\r\n');
    expect(parts.length).toBe(3);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    // 'SUMMARY:' + 33 two-octet letters = 74 octets: the 34th would make 76.
    expect(Buffer.byteLength(parts[0]!, 'utf8')).toBe(74);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(
      parts[0] +
        parts
          .slice(1)
          .map((p) => p.slice(1))
          .join(''),
    ).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });
});

describe('a trip without stops', () => {
  it('is one all-day event over its days, so the calendar is never empty', () => {
    const trip = { id: 3, title: 'Someday', duration_days: 3, days_of_trip: [], end_point: null };
    const budget = {
      currency: 'USD' as const,
      accommodation: 300,
      food: 120,
      transport: 0,
      attractions: 0,
      total: 420,
      is_estimate: false,
      includes: "Set by the trip's planners: accommodation, food, transport and attractions.",
    };
    const ics = tripToIcs(trip as unknown as Trip, budget, {
      startDate: '2026-02-27',
      now: new Date('2026-01-01T10:00:00Z'),
      uidDomain: 'app.test',
    });
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//AI travel map and planner//Trip export//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Someday',
      // The cost as the Trip tab shows it, escaped and folded by RFC 5545's rules.
      "X-WR-CALDESC:Budget: $420. Set by the trip's planners: accommodation\\, food",
      ' \\, transport and attractions.',
      'BEGIN:VEVENT',
      'UID:trip-3@app.test',
      'DTSTAMP:20260101T100000Z',
      'DTSTART;VALUE=DATE:20260227',
      'DTEND;VALUE=DATE:20260302',
      'SUMMARY:Someday',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});

describe('leg words', () => {
  it('write the time in hours and minutes with the transport', () => {
    expect(legTimeWords(25, 'car')).toBe('25 min by car');
    expect(legTimeWords(270, 'airlines')).toBe('4 h 30 min by plane');
    expect(legTimeWords(120, 'railroads')).toBe('2 h by train');
    expect(legTimeWords(null, 'walk')).toBe('on foot');
  });
});

describe('export file names', () => {
  it('are ASCII words of the title joined by dashes, cut after a whole word', () => {
    expect(fileBaseName({ id: 1, title: 'Été à Zürich!' })).toBe('ete-a-zurich');
    expect(fileBaseName({ id: 1, title: '../../etc/passwd' })).toBe('etc-passwd');
    const long = fileBaseName({ id: 1, title: `${'word '.repeat(20)}end` });
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toMatch(/^(word-)+word$/);
  });

  it('fall back to the trip id when the title has no letters or digits', () => {
    expect(fileBaseName({ id: 7, title: '東京 ★' })).toBe('trip-7');
    expect(fileBaseName({ id: 8, title: '' })).toBe('trip-8');
  });
});

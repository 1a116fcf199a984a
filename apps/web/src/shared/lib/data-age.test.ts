import { describe, expect, it } from 'vitest';
import { dataAgeNote, formatDataDate, isOldData } from './data-age';

const NOW = new Date('2026-11-29T12:00:00Z');
const osm = (data_date: string | null) => ({ source: 'osm', data_date });

describe('data dates', () => {
  it('reads a date as precisely as it is given', () => {
    expect(formatDataDate('2018-08-27')).toBe('August 2018');
    expect(formatDataDate('2015-02')).toBe('February 2015');
    expect(formatDataDate('2012')).toBe('2012');
  });

  it('calls data old only when even its latest reading is over a year back', () => {
    expect(isOldData('2025-11-28', NOW)).toBe(true);
    expect(isOldData('2025-12-01', NOW)).toBe(false);
    // "November 2025" may mean the 30th: not yet a year.
    expect(isOldData('2025-11', NOW)).toBe(false);
    expect(isOldData('2025-10', NOW)).toBe(true);
    expect(isOldData('2025', NOW)).toBe(false);
    expect(isOldData(null, NOW)).toBe(false);
  });

  it('names the source and month of an old place, and says nothing of a young one', () => {
    const place = dataAgeNote([osm('2018-08-27')], 'place', NOW)!;
    expect(place.text).toBe(
      'From OpenStreetMap data of August 2018 — the place may have closed or changed since.',
    );
    expect(place.sources).toEqual([
      {
        name: { text: 'OpenStreetMap', href: 'https://www.openstreetmap.org/copyright' },
        when: ' data of August 2018',
      },
    ]);
    expect(place.credit).toEqual({
      text: '© OpenStreetMap contributors',
      href: 'https://www.openstreetmap.org/copyright',
    });
    expect(dataAgeNote([{ source: 'wikipedia', data_date: '2025-03' }], 'place', NOW)?.text).toBe(
      'From English Wikipedia (March 2025) — details may have changed since.',
    );
    expect(dataAgeNote([osm('2026-10-02')], 'place', NOW)).toBeNull();
    expect(dataAgeNote([osm(null)], 'place', NOW)).toBeNull();
    expect(dataAgeNote([{ source: 'date-holidays', data_date: null }], 'place', NOW)).toBeNull();
  });

  it('gives a list with mixed dates the range, oldest source first, and says when only some are old', () => {
    expect(dataAgeNote([osm('2018-08-27'), osm('2012'), osm('2015-02')], 'list', NOW)?.text).toBe(
      'From OpenStreetMap data of 2012 to August 2018 — places may have closed or changed since.',
    );
    const mixed = dataAgeNote(
      [osm('2018-08-27'), { source: 'wikidata', data_date: '2021-05' }, osm('2026-11-01')],
      'list',
      NOW,
    );
    expect(mixed?.text).toBe(
      'Some of these places are from OpenStreetMap data of August 2018 and Wikidata (May 2021) — they may have closed or changed since.',
    );
    expect(mixed?.sources.map((source) => source.name.href)).toEqual([
      'https://www.openstreetmap.org/copyright',
      'https://www.wikidata.org/',
    ]);
    expect(mixed?.credit?.text).toBe('© OpenStreetMap contributors');
    // Wikipedia's and Wikidata's names, linked in the sentence, are their credit.
    expect(dataAgeNote([{ source: 'wikidata', data_date: '2021-05' }], 'list', NOW)).toMatchObject({
      text: 'From Wikidata (May 2021) — places may have changed since.',
      credit: null,
    });
    expect(dataAgeNote([osm('2026-11-01')], 'list', NOW)).toBeNull();
    expect(dataAgeNote([], 'list', NOW)).toBeNull();
  });
});

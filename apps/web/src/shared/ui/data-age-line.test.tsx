import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataAgeLine } from './data-age-line';

const NOW = new Date('2026-11-29T12:00:00Z');

describe('the data-age line', () => {
  it('says an old place’s source and date in words, credits the source and draws its icon as SVG', () => {
    const html = renderToStaticMarkup(
      <DataAgeLine places={[{ source: 'osm', data_date: '2018-08-27' }]} scope="place" now={NOW} />,
    );
    expect(html.replace(/<[^>]+>/g, '')).toBe(
      'From OpenStreetMap data of August 2018 — the place may have closed or changed since. © OpenStreetMap contributors',
    );
    expect(html).toContain(
      '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> data of August 2018',
    );
    expect(html).toMatch(/^<p [^>]*><svg /);
  });

  it('names two sources with their own links, the oldest first', () => {
    const html = renderToStaticMarkup(
      <DataAgeLine
        places={[
          { source: 'wikipedia', data_date: '2025-03' },
          { source: 'wikidata', data_date: '2021-05' },
        ]}
        scope="list"
        now={NOW}
      />,
    );
    expect(html.replace(/<[^>]+>/g, '')).toBe(
      'From Wikidata (May 2021) and English Wikipedia (March 2025) — places may have changed since.',
    );
    expect(html).toContain('href="https://en.wikipedia.org/"');
  });

  it('shows nothing for data younger than a year', () => {
    const html = renderToStaticMarkup(
      <DataAgeLine places={[{ source: 'osm', data_date: '2026-06-01' }]} scope="list" now={NOW} />,
    );
    expect(html).toBe('');
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataAgeLine } from './data-age-line';

const NOW = new Date('2026-11-29T12:00:00Z');

describe('the data-age line', () => {
  it('says an old place’s source and date in words, credits the source and draws its icon as SVG', () => {
    const html = renderToStaticMarkup(
      <DataAgeLine places={[{ source: 'osm', data_date: '2018-08-27' }]} scope="place" now={NOW} />,
    );
    expect(html).toContain(
      'From OpenStreetMap data of August 2018 — the place may have closed or changed since.',
    );
    expect(html).toContain('href="https://www.openstreetmap.org/copyright"');
    expect(html).toContain('© OpenStreetMap contributors');
    expect(html).toMatch(/^<p [^>]*><svg /);
  });

  it('shows nothing for data younger than a year', () => {
    const html = renderToStaticMarkup(
      <DataAgeLine places={[{ source: 'osm', data_date: '2026-06-01' }]} scope="list" now={NOW} />,
    );
    expect(html).toBe('');
  });
});

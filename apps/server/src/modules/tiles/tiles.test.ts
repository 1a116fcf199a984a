import { VectorTile, type VectorTileLayer } from '@mapbox/vector-tile';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Pbf from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app';
import { cityMinZoom } from './tiles.service';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The x/y of the tile holding a point at zoom z (Web Mercator). */
function tileOf(lng: number, lat: number, z: number) {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return {
    x: Math.floor(((lng + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  };
}

const propertiesOf = (layer: VectorTileLayer) =>
  Array.from({ length: layer.length }, (_, i) => layer.feature(i).properties);

describe('offline basemap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves a low-zoom tile with France, its borders and Paris', async () => {
    const { x, y } = tileOf(2.35, 48.85, 3);
    const response = await get(`/tiles/3/${x}/${y}.pbf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-protobuf');
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    const tile = new VectorTile(new Pbf(response.rawPayload));
    expect(Object.keys(tile.layers)).toEqual(
      expect.arrayContaining(['countries', 'boundaries', 'cities', 'country_labels']),
    );
    const countries = propertiesOf(tile.layers.countries!);
    expect(countries).toContainEqual(
      expect.objectContaining({ name: 'France', iso2: 'FR', slug: 'france' }),
    );
    const france = tile.layers.countries!.feature(0);
    expect(france.type).toBe(3);
    expect(tile.layers.boundaries!.feature(0).type).toBe(2);
    expect(propertiesOf(tile.layers.cities!)).toContainEqual(
      expect.objectContaining({ name: 'Paris', slug: 'paris', is_capital: true, min_zoom: 2 }),
    );
    expect(propertiesOf(tile.layers.country_labels!)).toContainEqual(
      expect.objectContaining({ name: 'France' }),
    );
  });

  it('answers 204 for an empty ocean tile', async () => {
    const { x, y } = tileOf(-140, -45, 6);
    const response = await get(`/tiles/6/${x}/${y}.pbf`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('refuses bad tile coordinates with 400', async () => {
    for (const url of [
      '/tiles/15/0/0.pbf',
      '/tiles/-1/0/0.pbf',
      '/tiles/a/0/0.pbf',
      '/tiles/2/4/0.pbf',
      '/tiles/2/0/4.pbf',
      '/tiles/2/0/1.png',
      '/tiles/2/1.5/0.pbf',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid', detail: expect.any(String) });
    }
  });

  it('keeps small cities out of low zooms', () => {
    expect(cityMinZoom({ population: 50_000, isCapital: true })).toBe(2);
    expect(cityMinZoom({ population: 2_000_000, isCapital: false })).toBe(2);
    expect(cityMinZoom({ population: 500_000, isCapital: false })).toBe(5);
    expect(cityMinZoom({ population: 50_000, isCapital: false })).toBe(8);
  });

  it('serves a MapLibre style v8 pointing at the tiles and glyphs', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/map/style.json',
      headers: { host: 'maps.example.org' },
    });
    expect(response.statusCode).toBe(200);
    const style = JSON.parse(response.body) as {
      version: number;
      glyphs: string;
      sources: Record<string, { tiles: string[]; attribution: string }>;
      layers: { id: string; type: string; 'source-layer'?: string }[];
    };
    expect(style.version).toBe(8);
    expect(style.glyphs).toBe('http://maps.example.org/fonts/{fontstack}/{range}.pbf');
    expect(style.sources.basemap!.tiles).toEqual(['http://maps.example.org/tiles/{z}/{x}/{y}.pbf']);
    expect(style.sources.basemap!.attribution).toContain('OpenStreetMap contributors');
    expect(style.layers.map((l) => l.type)).toEqual([
      'background',
      'fill',
      'line',
      'symbol',
      'symbol',
    ]);
  });

  it('hands out the style URL', async () => {
    const response = await get('/map/config.json');
    expect(response.json()).toEqual({ style_url: '/map/style.json' });
  });

  it('serves glyph ranges and the first existing font of a stack', async () => {
    const expected = await readFile(path.join(t.config.fontsDir, 'Noto Sans Regular', '0-255.pbf'));
    for (const stack of ['Noto%20Sans%20Regular', 'Missing%20Font,Noto%20Sans%20Regular']) {
      const response = await get(`/fonts/${stack}/0-255.pbf`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/x-protobuf');
      expect(Buffer.compare(response.rawPayload, expected)).toBe(0);
    }
  });

  it('answers 404 for unknown fonts and ranges and refuses path traversal', async () => {
    for (const url of [
      '/fonts/Comic%20Sans/0-255.pbf',
      '/fonts/Noto%20Sans%20Regular/0-254.pbf',
      '/fonts/Noto%20Sans%20Regular/abc.pbf',
      '/fonts/..%2F..%2Fpackage.json/0-255.pbf',
      '/fonts/..%2FNoto%20Sans%20Regular/0-255.pbf',
      '/fonts/Noto%20Sans%20Regular/..%2F..%2FOFL.txt',
      '/fonts/..%2F..%2F..%2Fetc/passwd',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });
});

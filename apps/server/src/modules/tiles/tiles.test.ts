import type { CountryRecord } from '@ai-map/contracts';
import { VectorTile, type VectorTileLayer } from '@mapbox/vector-tile';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Pbf from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBundle } from '../catalog/import/bundle-import';
import { ensureCatalog } from '../catalog/import/ensure-catalog';
import { silentProgress } from '../catalog/import/progress';
import { createTestApp } from '../../test-support/test-app';
import { testCountries, writeTestBundle } from '../../test-support/test-bundle';
import { BasemapAreas, STREET_LAYERS, streetMinZoom } from './basemap-areas';
import { cityMinZoom } from './catalogue-layers';
import { tileBounds } from './tile-grid';

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

const typesOf = (layer: VectorTileLayer) =>
  new Set(Array.from({ length: layer.length }, (_, i) => layer.feature(i).type));

const decode = (payload: Buffer) => new VectorTile(new Pbf(payload));

/** Valletta's old town, Malta (the malta extract of data/basemap). */
const VALLETTA = { lng: 14.5137, lat: 35.8977 };

describe('the online basemap', () => {
  it('is OpenFreeMap liberty with its credit by default, the built-in style as the fallback', async () => {
    const online = await createTestApp({ env: { OFFLINE: 'false' } });
    try {
      const response = await online.app.inject({ method: 'GET', url: '/map/config.json' });
      const body = response.json<Record<string, string>>();
      expect(body.style_url).toBe('https://tiles.openfreemap.org/styles/liberty');
      expect(body.offline_style_url).toBe('/map/style.json');
      const credit = body.style_attribution!.replace(/<[^>]+>/g, '');
      expect(credit).toBe('OpenFreeMap © OpenMapTiles © OpenStreetMap contributors');
    } finally {
      await online.close();
    }
  });

  it('is MAP_STYLE_URL when set, credited by the style itself unless MAP_STYLE_ATTRIBUTION says', async () => {
    const env = { OFFLINE: 'false', MAP_STYLE_URL: 'https://maps.example.org/style.json' };
    const own = await createTestApp({ env });
    const credited = await createTestApp({ env: { ...env, MAP_STYLE_ATTRIBUTION: '© Example' } });
    try {
      const config = async (t: TestApp) =>
        (await t.app.inject({ method: 'GET', url: '/map/config.json' })).json<unknown>();
      expect(await config(own)).toEqual({
        style_url: 'https://maps.example.org/style.json',
        style_attribution: null,
        offline_style_url: '/map/style.json',
      });
      expect(await config(credited)).toMatchObject({ style_attribution: '© Example' });
    } finally {
      await Promise.all([own.close(), credited.close()]);
    }
  });
});

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
      expect.arrayContaining(['countries', 'boundaries', 'cities', 'country_labels', 'land']),
    );
    // Land is one feature without properties, whatever the countries under it.
    expect(tile.layers.land!.length).toBe(1);
    expect(tile.layers.land!.feature(0).type).toBe(3);
    expect(tile.layers.land!.feature(0).properties).toEqual({});
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
    expect(style.layers.map((l) => l.id)).toEqual([
      'background',
      'land',
      'parks',
      'water',
      'waterways',
      'buildings',
      'streets-casing',
      'paths',
      'streets',
      'railways',
      'railways-dashes',
      'boundaries',
      'street-labels',
      'country-labels',
      'city-labels',
    ]);
    const sourceLayers = new Set(style.layers.map((l) => l['source-layer']));
    for (const layer of ['land', ...STREET_LAYERS]) expect(sourceLayers).toContain(layer);
    const labels = style.layers.find((l) => l.id === 'street-labels') as unknown as {
      minzoom: number;
      layout: Record<string, unknown>;
    };
    expect(labels.minzoom).toBe(15);
    expect(labels.layout['symbol-placement']).toBe('line');
    // A font the server ships, or MapLibre would draw no street names offline.
    const font = (labels.layout['text-font'] as string[])[0]!;
    expect((await get(`/fonts/${encodeURIComponent(font)}/0-255.pbf`)).statusCode).toBe(200);
  });

  it('hands out the built-in style alone when OFFLINE', async () => {
    const response = await get('/map/config.json');
    expect(response.json()).toEqual({
      style_url: '/map/style.json',
      style_attribution: null,
      offline_style_url: '/map/style.json',
    });
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

  it('draws Valletta at zoom 14 with named streets and buildings', async () => {
    const { x, y } = tileOf(VALLETTA.lng, VALLETTA.lat, 14);
    const response = await get(`/tiles/14/${x}/${y}.pbf`);
    expect(response.statusCode).toBe(200);
    const tile = decode(response.rawPayload);
    const streets = propertiesOf(tile.layers.streets!);
    expect(typesOf(tile.layers.streets!)).toEqual(new Set([2]));
    expect(streets).toContainEqual(
      expect.objectContaining({ class: 'minor', name: 'Triq il-Merkanti' }),
    );
    expect(new Set(streets.map((s) => s.class))).toEqual(
      new Set(['trunk', 'primary', 'tertiary', 'minor', 'path']),
    );
    expect(streets.filter((s) => s.name).length).toBeGreaterThan(20);
    expect(tile.layers.buildings!.length).toBeGreaterThan(100);
    expect(typesOf(tile.layers.buildings!)).toEqual(new Set([3]));
    // The harbours around the peninsula: sea from the OSM coastline, and its land.
    expect(propertiesOf(tile.layers.water!)).toContainEqual({ class: 'sea' });
    expect(tile.layers.land!.length).toBe(1);
  });

  it('keeps small features out of street tiles below their zoom', async () => {
    const at = (z: number) => tileOf(VALLETTA.lng, VALLETTA.lat, z);
    const z12 = decode((await get(`/tiles/12/${at(12).x}/${at(12).y}.pbf`)).rawPayload);
    const classes = new Set(propertiesOf(z12.layers.streets!).map((s) => s.class));
    expect(classes).toContain('primary');
    expect(classes).not.toContain('minor');
    expect(classes).not.toContain('path');
    expect(z12.layers.buildings).toBeUndefined();
    const z13 = decode((await get(`/tiles/13/${at(13).x}/${at(13).y}.pbf`)).rawPayload);
    expect(propertiesOf(z13.layers.streets!).map((s) => s.class)).toContain('minor');
    const z11 = await get(`/tiles/11/${at(11).x}/${at(11).y}.pbf`);
    for (const layer of STREET_LAYERS) {
      expect(z11.statusCode === 204 || !decode(z11.rawPayload).layers[layer], layer).toBe(true);
    }
    expect(streetMinZoom('streets', 'motorway')).toBe(12);
    expect(streetMinZoom('parks', 'forest')).toBe(12);
  });

  it('has no street layers over the open sea', async () => {
    // Inside the Malta extract's bbox, south-west of the islands: only the coastline's sea.
    const near = tileOf(14.2, 35.8, 14);
    const response = await get(`/tiles/14/${near.x}/${near.y}.pbf`);
    const tile = decode(response.rawPayload);
    expect(Object.keys(tile.layers)).toEqual(['water']);
    expect(propertiesOf(tile.layers.water!)).toEqual([{ class: 'sea' }]);
    // The mid-Pacific: nothing at all.
    const far = tileOf(-150, 0, 14);
    expect((await get(`/tiles/14/${far.x}/${far.y}.pbf`)).statusCode).toBe(204);
  });

  it('leaves street layers out when the basemap folder is missing', async () => {
    const areas = new BasemapAreas('/nonexistent', t.app.log);
    const { x, y } = tileOf(VALLETTA.lng, VALLETTA.lat, 14);
    expect(await areas.tileFeatures(14, x, y)).toEqual({});
  });

  it('widens tile bounds by the buffer', () => {
    const [west, south, east, north] = tileBounds(0, 0, 0);
    expect(west).toBeLessThan(-180);
    expect(east).toBeGreaterThan(180);
    expect(north).toBeGreaterThan(85.05);
    expect(south).toBeLessThan(-85.05);
    const { x, y } = tileOf(VALLETTA.lng, VALLETTA.lat, 14);
    const [w14, s14, e14, n14] = tileBounds(14, x, y);
    expect(w14).toBeLessThan(VALLETTA.lng);
    expect(e14).toBeGreaterThan(VALLETTA.lng);
    expect(s14).toBeLessThan(VALLETTA.lat);
    expect(n14).toBeGreaterThan(VALLETTA.lat);
  });
});

describe('offline basemap after a catalogue import', () => {
  // A second app and a catalogue import: slower than the 20 s default allows on a busy machine.
  it('rebuilds the tiles once the import has finished', { timeout: 90_000 }, async () => {
    const t = await createTestApp();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tiles-bundle-'));
    try {
      const { x, y } = tileOf(2.35, 48.85, 3);
      const url = `/tiles/3/${x}/${y}.pbf`;
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(204);
      await ensureCatalog(t.database.db, await writeTestBundle(dir), t.app.log, t.catalogue);
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(propertiesOf(decode(response.rawPayload).layers.countries!)).toContainEqual(
        expect.objectContaining({ name: 'France' }),
      );
    } finally {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/** Is the point (tile coordinates) inside the polygon rings (even-odd, as MVT fills them)? */
function insideRings(rings: { x: number; y: number }[][], px: number, py: number): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
      const [a, b] = [ring[i]!, ring[j]!];
      if (a.y > py !== b.y > py && px < ((b.x - a.x) * (py - a.y)) / (b.y - a.y) + a.x) {
        inside = !inside;
      }
    }
  }
  return inside;
}

describe('offline basemap on coasts outside the extracts', () => {
  // The real USA and Portugal of data/bundle (Natural Earth 1:50m), whose coasts miss Midtown
  // Manhattan by 0.7 km and central Lisbon by 3.6 km.
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dir = await mkdtemp(path.join(os.tmpdir(), 'tiles-coast-'));
    const text = gunzipSync(await readFile(path.join(t.config.bundleDir!, 'countries.ndjson.gz')));
    const real = text
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as CountryRecord)
      .filter((country) => country.iso2 === 'US' || country.iso2 === 'PT');
    expect(real).toHaveLength(2);
    await importBundle(
      t.database.db,
      await writeTestBundle(dir, { countries: [...testCountries, ...real] }),
      silentProgress,
    );
  }, 90_000);
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** Whether the land layer of the tile holding the point covers it, at zoom z. */
  async function drawnAsLand(lng: number, lat: number, z: number): Promise<boolean> {
    const { x, y } = tileOf(lng, lat, z);
    const response = await t.app.inject({ method: 'GET', url: `/tiles/${z}/${x}/${y}.pbf` });
    if (response.statusCode === 204) return false;
    const land = decode(response.rawPayload).layers.land;
    if (!land) return false;
    const n = 2 ** z;
    const rad = (lat * Math.PI) / 180;
    const fx = ((lng + 180) / 360) * n - x;
    const fy = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n - y;
    const feature = land.feature(0);
    return insideRings(feature.loadGeometry(), fx * land.extent, fy * land.extent);
  }

  const shores = {
    'Times Square, Manhattan': [-73.9855, 40.758],
    'Grand Central, Manhattan': [-73.9772, 40.7527],
    'Praça do Comércio, Lisbon': [-9.1365, 38.7075],
    'Chiado, Lisbon': [-9.142, 38.7107],
    'Belém, Lisbon': [-9.206, 38.6916],
  } as const;

  it('draws the streets of Manhattan and Lisbon on land at every street zoom', async () => {
    for (const [name, [lng, lat]] of Object.entries(shores)) {
      for (const z of [12, 13, 14]) {
        expect(await drawnAsLand(lng, lat, z), `${name} at zoom ${z}`).toBe(true);
      }
    }
  });

  it('keeps the open sea blue at street zoom and the coarse coast below it', async () => {
    // 150 km west of Lisbon in the Atlantic, and mid-Atlantic: sea.
    expect(await drawnAsLand(-10.9, 38.7, 14)).toBe(false);
    expect(await drawnAsLand(-40, 38.7, 12)).toBe(false);
    // Below street zoom the country shapes stand as they are (Times Square lies outside them).
    expect(await drawnAsLand(-73.9855, 40.758, 10)).toBe(false);
    expect(await drawnAsLand(-100, 40, 10)).toBe(true);
  });
});

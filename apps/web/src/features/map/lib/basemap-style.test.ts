import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseBasemap, type MapConfig, offlineRemembered, ownFontStack } from './basemap-style';

/** sessionStorage's interface over a Map (Node has no Web Storage). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/** An online style shaped like OpenFreeMap's liberty: a TileJSON source and literal font stacks. */
const onlineStyle = {
  version: 8,
  name: 'Liberty',
  sources: {
    openmaptiles: { type: 'vector', url: '/planet' },
    ne2_shaded: { type: 'raster', tiles: ['/ne2/{z}/{x}/{y}.png'], tileSize: 256, maxzoom: 6 },
  },
  glyphs: 'https://fonts.example/{fontstack}/{range}.pbf',
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': '#f8f4f0' } },
    {
      id: 'label_city',
      type: 'symbol',
      source: 'openmaptiles',
      'source-layer': 'place',
      layout: { 'text-field': '{name}', 'text-font': ['Noto Sans Bold'] },
    },
    {
      id: 'road_label',
      type: 'symbol',
      source: 'openmaptiles',
      'source-layer': 'transportation_name',
      layout: { 'text-font': ['Noto Sans Regular'] },
    },
  ],
};

/** TileJSON 3.0.0 as the style's vector source points at it. */
const tileJson = {
  tilejson: '3.0.0',
  tiles: ['https://tiles.example/planet/{z}/{x}/{y}.pbf'],
  minzoom: 0,
  maxzoom: 14,
  bounds: [-180, -85.0511, 180, 85.0511],
  vector_layers: [{ id: 'place', fields: {} }],
};

describe('choosing the basemap', () => {
  let server: Server;
  let origin: string;
  /** What the fake style host does: answer, fail, or answer the TileJSON too late. */
  let behaviour: 'ok' | 'style-500' | 'slow-tilejson' = 'ok';
  beforeAll(async () => {
    server = createServer((request, response) => {
      const json = (body: unknown) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.url === '/styles/liberty') {
        if (behaviour === 'style-500') return response.writeHead(500).end();
        return json(onlineStyle);
      }
      if (request.url === '/planet') {
        if (behaviour === 'slow-tilejson') {
          setTimeout(() => json(tileJson), 1000).unref();
          return;
        }
        return json(tileJson);
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const config = (): MapConfig => ({
    styleUrl: `${origin}/styles/liberty`,
    styleAttribution: 'OpenFreeMap © OpenMapTiles © OpenStreetMap contributors',
    offlineStyleUrl: '/map/style.json',
  });

  it('adopts the online style: TileJSON tiles inline, the credit, the app’s glyphs and fonts', async () => {
    behaviour = 'ok';
    const storage = new MemoryStorage();
    const basemap = await chooseBasemap(config(), 'http://app.test', { storage });
    if (basemap.mode !== 'online') throw new Error('expected the online basemap');
    expect(basemap.sourceIds).toEqual(['openmaptiles', 'ne2_shaded']);
    expect(basemap.offlineStyleUrl).toBe('http://app.test/map/style.json');
    const style = basemap.style;
    expect(style.glyphs).toBe('http://app.test/fonts/{fontstack}/{range}.pbf');
    expect(style.sources.openmaptiles).toEqual({
      type: 'vector',
      tiles: tileJson.tiles,
      minzoom: 0,
      maxzoom: 14,
      bounds: tileJson.bounds,
      attribution: 'OpenFreeMap © OpenMapTiles © OpenStreetMap contributors',
    });
    expect(style.sources.ne2_shaded).toMatchObject({
      tiles: ['/ne2/{z}/{x}/{y}.png'],
      attribution: 'OpenFreeMap © OpenMapTiles © OpenStreetMap contributors',
    });
    const fonts = style.layers.map((layer) =>
      'layout' in layer ? (layer.layout as Record<string, unknown>)['text-font'] : undefined,
    );
    expect(fonts).toEqual([undefined, ['Noto Sans Medium'], ['Noto Sans Regular']]);
    expect(offlineRemembered(storage)).toBe(false);
  });

  it('falls back to the built-in style on a failing style and remembers it', async () => {
    behaviour = 'style-500';
    const storage = new MemoryStorage();
    expect(await chooseBasemap(config(), 'http://app.test', { storage })).toEqual({
      mode: 'offline',
      style: 'http://app.test/map/style.json',
    });
    expect(offlineRemembered(storage)).toBe(true);
    // The rest of the session does not try again, even once the style is back.
    behaviour = 'ok';
    expect((await chooseBasemap(config(), 'http://app.test', { storage })).mode).toBe('offline');
  });

  it('falls back when the style’s TileJSON is late', async () => {
    behaviour = 'slow-tilejson';
    const storage = new MemoryStorage();
    const started = Date.now();
    const basemap = await chooseBasemap(config(), 'http://app.test', { storage, timeoutMs: 300 });
    expect(basemap.mode).toBe('offline');
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('falls back when the host is unreachable', async () => {
    const storage = new MemoryStorage();
    const unreachable = { ...config(), styleUrl: 'http://127.0.0.1:9/styles/liberty' };
    expect((await chooseBasemap(unreachable, 'http://app.test', { storage })).mode).toBe('offline');
  });

  it('uses the built-in style without asking anyone when it is the only one (OFFLINE)', async () => {
    const storage = new MemoryStorage();
    const offline = { styleUrl: '/map/style.json', styleAttribution: null };
    const basemap = await chooseBasemap(
      { ...offline, offlineStyleUrl: '/map/style.json' },
      'http://app.test',
      {
        storage,
        fetchImpl: () => Promise.reject(new Error('no request may leave')),
      },
    );
    expect(basemap).toEqual({ mode: 'offline', style: 'http://app.test/map/style.json' });
    expect(offlineRemembered(storage)).toBe(false);
  });

  it('maps font stacks onto the app’s two faces', () => {
    expect(ownFontStack(['Noto Sans Italic'])).toEqual(['Noto Sans Regular']);
    expect(ownFontStack(['Open Sans Semibold', 'Arial Unicode MS Bold'])).toEqual([
      'Noto Sans Medium',
    ]);
  });
});

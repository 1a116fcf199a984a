import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in does: serve, fail every tile, hold every tile, or refuse the style. */
export type MapHostMode = 'ok' | 'tiles-fail' | 'tiles-slow' | 'style-down';

export const FAKE_STYLE_NAME = 'Stand-in online style';

/**
 * A stand-in for an online vector style host such as OpenFreeMap: a MapLibre style (v8) at
 * `/styles/liberty` whose vector source points at a TileJSON 3.0.0 document (`/planet`) whose
 * tiles are `/planet/{z}/{x}/{y}.pbf`, all with CORS headers as the real host sends them. The
 * style and tiles are the app's own built-in ones fetched from `appOrigin` (real Mapbox Vector
 * Tiles), with another background colour and source id, so a test can tell the two apart.
 */
export async function startFakeMapHost() {
  let mode: MapHostMode = 'ok';
  let appOrigin = '';
  const requests: string[] = [];
  const held = new Set<ServerResponse>();

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    requests.push(path);
    response.setHeader('access-control-allow-origin', '*');
    const json = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    void (async () => {
      if (path === '/styles/liberty') {
        if (mode === 'style-down') return response.writeHead(503).end();
        const own = (await (await fetch(`${appOrigin}/map/style.json`)).json()) as {
          layers: { source?: string; type: string; paint?: Record<string, unknown> }[];
        };
        return json({
          ...own,
          name: FAKE_STYLE_NAME,
          sources: { openmaptiles: { type: 'vector', url: `${origin}/planet` } },
          layers: own.layers.map((layer) =>
            layer.type === 'background'
              ? { ...layer, paint: { 'background-color': '#7fb2d9' } }
              : layer.source
                ? { ...layer, source: 'openmaptiles' }
                : layer,
          ),
        });
      }
      if (path === '/planet') {
        return json({
          tilejson: '3.0.0',
          tiles: [`${origin}/planet/{z}/{x}/{y}.pbf`],
          minzoom: 0,
          maxzoom: 14,
          vector_layers: [{ id: 'land', fields: {} }],
        });
      }
      const tile = /^\/planet\/(\d+)\/(\d+)\/(\d+)\.pbf$/.exec(path);
      if (tile) {
        if (mode === 'tiles-fail') return response.writeHead(500).end();
        if (mode === 'tiles-slow') {
          held.add(response);
          return;
        }
        const own = await fetch(`${appOrigin}/tiles/${tile[1]}/${tile[2]}/${tile[3]}.pbf`);
        response.writeHead(own.status, { 'content-type': 'application/x-protobuf' });
        return response.end(Buffer.from(await own.arrayBuffer()));
      }
      response.writeHead(404).end();
    })().catch(() => response.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    styleUrl: `${origin}/styles/liberty`,
    /** Paths asked for so far, in order. */
    requests,
    setMode(next: MapHostMode) {
      mode = next;
    },
    /** The app whose built-in style and tiles this host passes on. */
    setApp(url: string) {
      appOrigin = url;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

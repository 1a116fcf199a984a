import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An element of Overpass' JSON output (`[out:json]` … `out center tags;`). */
export interface FakeOverpassElement {
  type: 'node' | 'way' | 'relation';
  id: number;
  lat?: number;
  lon?: number;
  /** Ways and relations: the centre of their bounding box, as `out center` gives it. */
  center?: { lat: number; lon: number };
  tags: Record<string, string>;
}

const KINDS: Record<string, string>[] = [
  { amenity: 'restaurant', cuisine: 'portuguese' },
  { amenity: 'cafe' },
  { amenity: 'bar' },
  { tourism: 'museum' },
  { historic: 'monument' },
  { shop: 'clothes' },
  { shop: 'bakery' },
  { amenity: 'bank' },
  { amenity: 'bureau_de_change' },
  { amenity: 'car_rental' },
];

/**
 * `count` named places spread over a square of `spanDeg` around the centre: nodes, and every
 * fifth a way with its centre, cycling through food, sights, shops, banks and rentals.
 */
export function syntheticCity(
  center: { lat: number; lng: number },
  count: number,
  { firstId = 9_000_000_000, spanDeg = 0.04, prefix = 'Place' } = {},
): FakeOverpassElement[] {
  const side = Math.ceil(Math.sqrt(count));
  return Array.from({ length: count }, (_, i) => {
    const lat = center.lat - spanDeg / 2 + (spanDeg * Math.floor(i / side)) / side;
    const lon = center.lng - spanDeg / 2 + (spanDeg * (i % side)) / side;
    const tags = { ...KINDS[i % KINDS.length]!, name: `${prefix} ${i + 1}` };
    return i % 5 === 4
      ? { type: 'way', id: firstId + i, center: { lat, lon }, tags }
      : { type: 'node', id: firstId + i, lat, lon, tags };
  });
}

/**
 * A local stand-in for the Overpass API: `POST /api/interpreter` with the Overpass QL query in
 * the form field `data`; answers the JSON output format (`version`, `generator`, `osm3s`,
 * `elements`) with the given elements that lie in the query's first `(south,west,north,east)`
 * bounding box. `busy(n)` makes the next n requests answer 429, as the real server does when a
 * client runs too many queries. `delayMs` holds each answer back that long.
 */
export async function startFakeOverpass(elements: FakeOverpassElement[], { delayMs = 0 } = {}) {
  const queries: string[] = [];
  let busyFor = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.startsWith('/api/interpreter')) {
        res.writeHead(404).end();
        return;
      }
      const query = new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get('data') ?? '';
      queries.push(query);
      if (busyFor > 0) {
        busyFor -= 1;
        res.writeHead(429, { 'content-type': 'text/plain' }).end('Too Many Requests');
        return;
      }
      const box = /\((-?[\d.]+),(-?[\d.]+),(-?[\d.]+),(-?[\d.]+)\)/.exec(query);
      if (!query.includes('[out:json]') || !box) {
        res.writeHead(400, { 'content-type': 'text/html' }).end('<p>Error: parse error</p>');
        return;
      }
      const [south, west, north, east] = box.slice(1).map(Number) as [
        number,
        number,
        number,
        number,
      ];
      const inside = elements.filter((e) => {
        const lat = e.lat ?? e.center!.lat;
        const lon = e.lon ?? e.center!.lon;
        return lat >= south && lat <= north && lon >= west && lon <= east;
      });
      const answer = () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            version: 0.6,
            generator: 'Overpass API (local stand-in)',
            osm3s: {
              timestamp_osm_base: '2026-11-25T00:00:00Z',
              copyright:
                'The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.',
            },
            elements: inside,
          }),
        );
      };
      // A real server takes seconds for a city: long enough to see the page wait for it.
      if (delayMs > 0) setTimeout(answer, delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/interpreter`;
  return {
    url,
    queries,
    busy(requests: number) {
      busyFor = requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

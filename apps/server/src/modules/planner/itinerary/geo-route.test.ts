import { haversineKm } from '@ai-map/contracts';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  greatCircleLeg,
  greatCircleRoute,
  routeLeg,
  routeLengthKm,
  splitAtAntimeridian,
} from './geo-route';

const PARIS = { lat: 48.8566, lng: 2.3522 };
const NEW_YORK = { lat: 40.7128, lng: -74.006 };
const SUVA = { lat: -18.1248, lng: 178.4501 };
const APIA = { lat: -13.8333, lng: -171.7667 };

describe('greatCircleRoute', () => {
  it('starts and ends at the stops, with a point about every 50 km', () => {
    const route = greatCircleRoute(PARIS, NEW_YORK);
    expect(route[0]).toEqual([2.3522, 48.8566]);
    expect(route.at(-1)).toEqual([-74.006, 40.7128]);
    expect(route.length).toBe(Math.ceil(haversineKm(PARIS, NEW_YORK) / 50) + 1);
    expect(routeLengthKm(route)).toBeCloseTo(haversineKm(PARIS, NEW_YORK), 0);
  });

  it('splits at the antimeridian instead of crossing the whole map', () => {
    const route = greatCircleRoute(SUVA, APIA);
    const parts = splitAtAntimeridian(route);
    expect(parts).toHaveLength(2);
    expect(parts[0]!.every(([lng]) => lng > 0)).toBe(true);
    expect(parts[1]!.every(([lng]) => lng < 0)).toBe(true);
    expect(parts[0]!.at(-1)![0]).toBe(180);
    expect(parts[1]![0]![0]).toBe(-180);
    // Both halves meet at one latitude, between the two ends.
    expect(parts[0]!.at(-1)![1]).toBe(parts[1]![0]![1]);
    expect(parts[0]!.at(-1)![1]).toBeGreaterThan(-18.2);
    expect(parts[0]!.at(-1)![1]).toBeLessThan(-13.8);
  });

  it('is a single segment for short legs and for one point', () => {
    expect(greatCircleRoute(PARIS, { lat: 48.86, lng: 2.36 })).toHaveLength(2);
    expect(splitAtAntimeridian(greatCircleRoute(PARIS, PARIS))).toHaveLength(1);
  });
});

describe('routeLeg against an OSRM-compatible server', () => {
  const requests: string[] = [];
  let server: Server;
  let url: string;
  const road = [
    [2.3522, 48.8566],
    [2.3, 48.87],
    [2.2945, 48.8584],
  ];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      requests.push(req.url!);
      const path = req.url!.split('?')[0]!;
      if (path.includes('/broken/')) {
        res.writeHead(500).end('router down');
      } else if (path.includes('/slow/')) {
        setTimeout(() => res.writeHead(200).end('{}'), 1000);
      } else if (path.includes('/none/')) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 'NoRoute', message: 'Impossible route' }));
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            code: 'Ok',
            routes: [
              {
                distance: 7350.4,
                duration: 1260,
                geometry: { type: 'LineString', coordinates: road },
              },
            ],
            waypoints: [],
          }),
        );
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const EIFFEL = { lat: 48.8584, lng: 2.2945 };

  it('asks for the road route with the mode profile and uses its geometry and time', async () => {
    const leg = await routeLeg(PARIS, EIFFEL, 'car', { routingUrl: `${url}/` });
    expect(requests.at(-1)).toBe(
      '/route/v1/driving/2.3522,48.8566;2.2945,48.8584?overview=full&geometries=geojson',
    );
    expect(leg).toEqual({ transport: 'car', distanceKm: 7.35, minutes: 25, geoRoute: road });
    await routeLeg(PARIS, EIFFEL, 'walk', { routingUrl: url });
    expect(requests.at(-1)).toMatch(/^\/route\/v1\/foot\//);
  });

  it('falls back to the great circle on an error, a timeout or no route', async () => {
    const expected = greatCircleLeg(PARIS, EIFFEL, 'bus');
    for (const base of [`${url}/broken`, `${url}/none`, 'http://127.0.0.1:9']) {
      expect(await routeLeg(PARIS, EIFFEL, 'bus', { routingUrl: base })).toEqual(expected);
    }
    const started = Date.now();
    const slow = await routeLeg(PARIS, EIFFEL, 'bus', {
      routingUrl: `${url}/slow`,
      timeoutMs: 100,
    });
    expect(slow).toEqual(expected);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('never asks the router about flights, trains and ferries', async () => {
    const before = requests.length;
    const leg = await routeLeg(PARIS, NEW_YORK, 'airlines', { routingUrl: url });
    expect(requests.length).toBe(before);
    expect(leg).toEqual(greatCircleLeg(PARIS, NEW_YORK, 'airlines'));
  });
});

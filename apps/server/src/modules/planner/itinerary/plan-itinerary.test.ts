import { haversineKm } from '@ai-map/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  planItinerary,
  planItineraryWithRoutes,
  type Itinerary,
  type ItineraryPlace,
} from './plan-itinerary';
import { balanceRatio } from './split-days';

/** Deterministic pseudo-random numbers (Park–Miller). */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}

function city(
  name: string,
  centre: { lat: number; lng: number },
  count: number,
  seed: number,
  countryCode?: string,
): ItineraryPlace[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, i) => ({
    key: `${name}-${i}`,
    lat: centre.lat + (next() - 0.5) * 0.08,
    lng: centre.lng + (next() - 0.5) * 0.12,
    visitMinutes: [45, 60, 90, 120][Math.floor(next() * 4)]!,
    kind: 'attraction' as const,
    cityKey: name,
    countryCode,
  }));
}

const PARIS = { lat: 48.8566, lng: 2.3522 };
const LYON = { lat: 45.764, lng: 4.8357 };
const ROME = { lat: 41.9028, lng: 12.4964 };

const keysOf = (itinerary: Itinerary) => itinerary.days.flatMap((d) => d.stops.map((s) => s.key));
const loads = (itinerary: Itinerary) => itinerary.days.map((d) => d.visitMinutes + d.travelMinutes);

describe('planItinerary', () => {
  it('keeps every place exactly once, whatever the number of days', () => {
    const places = city('paris', PARIS, 23, 1);
    for (const days of [1, 2, 5, 23, 30]) {
      const itinerary = planItinerary({ days, places });
      expect(itinerary.days.map((d) => d.dayOfTrip)).toEqual(
        Array.from({ length: days }, (_, i) => i + 1),
      );
      expect(keysOf(itinerary).sort()).toEqual(places.map((p) => p.key).sort());
    }
  });

  it('balances 30 places in one city over 4 days within 15% of the mean day', () => {
    const itinerary = planItinerary({ days: 4, places: city('paris', PARIS, 30, 7) });
    expect(itinerary.days.every((d) => d.stops.length > 0)).toBe(true);
    expect(balanceRatio(loads(itinerary))).toBeLessThanOrEqual(1.15);
  });

  it('keeps each city on consecutive days in a sensible order', () => {
    const shuffle = random(11);
    const places = [
      ...city('rome', ROME, 20, 2, 'IT'),
      ...city('paris', PARIS, 20, 3, 'FR'),
      ...city('lyon', LYON, 20, 4, 'FR'),
    ].sort(() => shuffle() - 0.5);
    const itinerary = planItinerary({ days: 7, places, start: PARIS });
    const order = keysOf(itinerary).map((key) => key.split('-')[0]);
    // Two changes of city: Paris, then Lyon on the way, then Rome.
    expect(order.filter((name, i) => i > 0 && name !== order[i - 1])).toEqual(['lyon', 'rome']);
    expect(order[0]).toBe('paris');
    expect(balanceRatio(loads(itinerary))).toBeLessThanOrEqual(1.25);
    const legs = itinerary.days.flatMap((d) =>
      d.stops.flatMap((s) => s.legToNext?.transport ?? []),
    );
    // Within a city on foot or by bus; the two moves between cities by train (Paris–Lyon) and
    // plane (Lyon–Rome, over 700 km).
    expect(legs.filter((t) => t !== 'walk' && t !== 'bus')).toEqual(['railroads', 'airlines']);
  });

  it("visits a country's cities in the order of the traveller's anchors", () => {
    const MILAN = { lat: 45.4642, lng: 9.19 };
    const FLORENCE = { lat: 43.7696, lng: 11.2558 };
    const places = [
      ...city('rome', ROME, 8, 5, 'IT'),
      ...city('milan', MILAN, 8, 6, 'IT'),
      ...city('florence', FLORENCE, 8, 7, 'IT'),
    ];
    const cities = (anchors?: { lat: number; lng: number }[]) => {
      const order = keysOf(planItinerary({ days: 6, places, ...(anchors ? { anchors } : {}) }));
      return [...new Set(order.map((key) => key.split('-')[0]))];
    };
    // Without anchors the engine's open path may run either way; with them it follows them,
    // even when that zig-zags (the traveller said "Rome, then Milan, then Florence").
    expect(cities([ROME, FLORENCE, MILAN])).toEqual(['rome', 'florence', 'milan']);
    expect(cities([ROME, MILAN, FLORENCE])).toEqual(['rome', 'milan', 'florence']);
    expect(cities([MILAN, FLORENCE, ROME])).toEqual(['milan', 'florence', 'rome']);
  });

  it("visits countries in the order of the traveller's anchors", () => {
    const STOCKHOLM = { lat: 59.3293, lng: 18.0686 };
    const COPENHAGEN = { lat: 55.6761, lng: 12.5683 };
    const BERLIN = { lat: 52.52, lng: 13.405 };
    const places = [
      ...city('stockholm', STOCKHOLM, 8, 5, 'SE'),
      ...city('berlin', BERLIN, 8, 6, 'DE'),
      ...city('copenhagen', COPENHAGEN, 8, 7, 'DK'),
    ];
    const cities = (anchors: { lat: number; lng: number }[]) => {
      const order = keysOf(planItinerary({ days: 6, places, anchors }));
      return [...new Set(order.map((key) => key.split('-')[0]))];
    };
    // Each city is its own country here: the anchors must order the country level too, in
    // either direction of the same path.
    expect(cities([STOCKHOLM, COPENHAGEN, BERLIN])).toEqual(['stockholm', 'copenhagen', 'berlin']);
    expect(cities([BERLIN, COPENHAGEN, STOCKHOLM])).toEqual(['berlin', 'copenhagen', 'stockholm']);
    expect(cities([COPENHAGEN, STOCKHOLM, BERLIN])).toEqual(['copenhagen', 'stockholm', 'berlin']);
  });

  it('gives each stop a leg to the next one, across nights too', () => {
    const places = city('paris', PARIS, 10, 5);
    const stops = planItinerary({ days: 3, places }).days.flatMap((d) => d.stops);
    expect(stops.slice(0, -1).every((s) => s.legToNext !== undefined)).toBe(true);
    expect(stops.at(-1)!.legToNext).toBeUndefined();
    const byKey = new Map(places.map((p) => [p.key, p]));
    stops.slice(0, -1).forEach((stop, i) => {
      const next = byKey.get(stops[i + 1]!.key)!;
      expect(stop.legToNext!.geoRoute.at(-1)).toEqual([
        Math.round(next.lng * 1e6) / 1e6,
        Math.round(next.lat * 1e6) / 1e6,
      ]);
    });
  });

  it('leaves from the start and heads to the end point', () => {
    const start = { lat: 49.0097, lng: 2.5479 }; // Charles de Gaulle airport
    const itinerary = planItinerary({
      days: 2,
      places: city('paris', PARIS, 8, 6),
      start,
      end: start,
    });
    expect(itinerary.startLeg!.transport).toBe('car');
    expect(itinerary.startLeg!.geoRoute[0]).toEqual([start.lng, start.lat]);
    const last = itinerary.days[1]!.stops.at(-1)!;
    expect(last.legToNext!.geoRoute.at(-1)).toEqual([start.lng, start.lat]);
    expect(itinerary.days[0]!.travelMinutes).toBeGreaterThanOrEqual(itinerary.startLeg!.minutes);
  });

  it('takes the ferry between Malta and Gozo and keeps each island together', () => {
    const malta = city('valletta', { lat: 35.8989, lng: 14.5146 }, 6, 8, 'MT').map((p) => ({
      ...p,
      lat: 35.8989 + (p.lat - 35.8989) / 8,
      lng: 14.5146 + (p.lng - 14.5146) / 8,
    }));
    const gozo = city('victoria', { lat: 36.0444, lng: 14.2394 }, 4, 9, 'MT').map((p) => ({
      ...p,
      lat: 36.0444 + (p.lat - 36.0444) / 8,
      lng: 14.2394 + (p.lng - 14.2394) / 8,
    }));
    const itinerary = planItinerary({ days: 2, places: [...gozo, ...malta] });
    const stops = itinerary.days.flatMap((d) => d.stops);
    const transports = stops.slice(0, -1).map((s) => s.legToNext!.transport);
    expect(transports.filter((t) => t === 'ferries')).toHaveLength(1);
    expect(transports.filter((t) => t === 'walk').length).toBeGreaterThanOrEqual(6);
  });

  it('goes to a bay by land when the place is one seen from its shore', () => {
    const stop = (key: string, lat: number, lng: number, shore = false): ItineraryPlace => ({
      key,
      lat,
      lng,
      visitMinutes: 90,
      kind: 'attraction',
      cityKey: key,
      countryCode: 'GB',
      shore,
    });
    const legs = (bayShore: boolean) =>
      planItinerary({
        days: 1,
        places: [
          stop('ulverston', 54.1941, -3.07016),
          stop('bay', 54.10501, -2.97506, bayShore),
          stop('cartmel', 54.20114, -2.95206),
        ],
      })
        .days[0]!.stops.slice(0, -1)
        .map((s) => s.legToNext!.transport);
    expect(legs(false)).toContain('ferries');
    expect(legs(true)).not.toContain('ferries');
  });

  it('handles no places, more days than places and places on one point', () => {
    expect(planItinerary({ days: 3, places: [] }).days.map((d) => d.stops)).toEqual([[], [], []]);
    const spread = planItinerary({ days: 6, places: city('paris', PARIS, 3, 10) });
    expect(spread.days.map((d) => d.stops.length)).toEqual([1, 0, 1, 0, 1, 0]);
    const same = Array.from({ length: 5 }, (_, i) => ({
      key: `same-${i}`,
      ...PARIS,
      visitMinutes: 60,
      kind: 'custom_place' as const,
    }));
    const itinerary = planItinerary({ days: 2, places: same });
    expect(keysOf(itinerary).sort()).toEqual(same.map((p) => p.key));
    const legs = itinerary.days.flatMap((d) => d.stops).flatMap((s) => s.legToNext ?? []);
    expect(legs.every((leg) => leg.transport === 'walk' && leg.minutes === 0)).toBe(true);
  });

  it('keeps islands on both sides of the antimeridian together, by the short way', () => {
    // Taveuni and Vanua Levu (Fiji) straddle 180°.
    const places: ItineraryPlace[] = [
      { key: 'a', lat: -16.79, lng: 179.99, visitMinutes: 60, kind: 'attraction' },
      { key: 'b', lat: -16.85, lng: -179.95, visitMinutes: 60, kind: 'attraction' },
      { key: 'c', lat: -16.8, lng: 179.9, visitMinutes: 60, kind: 'attraction' },
      { key: 'd', lat: -16.9, lng: -179.9, visitMinutes: 60, kind: 'attraction' },
    ];
    const itinerary = planItinerary({ days: 1, places });
    const legs = itinerary.days[0]!.stops.flatMap((s) => s.legToNext ?? []);
    expect(legs).toHaveLength(3);
    expect(legs.every((leg) => leg.distanceKm < 30)).toBe(true);
    // The visit goes west to east (or back) across the line, not back and forth.
    expect(keysOf(itinerary).join('')).toMatch(/^(cabd|dbac)$/);
    expect(legs.reduce((sum, leg) => sum + leg.distanceKm, 0)).toBeLessThan(
      haversineKm(places[2]!, places[3]!) * 1.2,
    );
  });

  it('draws no train leg in a country without passenger trains (Iceland), one in France', () => {
    const iceland = [
      ...city('Reykjavik', { lat: 64.1466, lng: -21.9426 }, 4, 7, 'IS'),
      ...city('Akureyri', { lat: 65.6835, lng: -18.0878 }, 4, 8, 'IS'),
    ];
    const modes = (places: ItineraryPlace[]) =>
      planItinerary({ days: 4, places }).days.flatMap((d) =>
        d.stops.flatMap((s) => (s.legToNext ? [s.legToNext.transport] : [])),
      );
    expect(modes(iceland)).not.toContain('railroads');
    expect(modes(iceland)).toContain('bus');
    const france = [...city('Paris', PARIS, 4, 7, 'FR'), ...city('Lyon', LYON, 4, 8, 'FR')];
    expect(modes(france)).toContain('railroads');
  });

  it('lengthens visits at a relaxed pace', () => {
    const places = city('paris', PARIS, 6, 12);
    const total = (pace: 'relaxed' | 'normal' | 'packed') =>
      planItinerary({ days: 1, places, pace }).days[0]!.visitMinutes;
    expect(total('relaxed')).toBe(Math.round(total('normal') * 1.25));
    expect(total('packed')).toBe(Math.round(total('normal') * 0.8));
  });

  it('gives the same plan for the same input', () => {
    const places = [...city('paris', PARIS, 25, 13, 'FR'), ...city('lyon', LYON, 25, 14, 'FR')];
    expect(planItinerary({ days: 6, places })).toEqual(planItinerary({ days: 6, places }));
  });

  it('refuses input no trip can have', () => {
    const places = city('paris', PARIS, 2, 15);
    expect(() => planItinerary({ days: 0, places })).toThrow(RangeError);
    expect(() => planItinerary({ days: 1.5, places })).toThrow(RangeError);
    expect(() => planItinerary({ days: 1, places: [places[0]!, places[0]!] })).toThrow(/duplicate/);
    expect(() => planItinerary({ days: 1, places: [{ ...places[0]!, lat: 91 }] })).toThrow(
      /coordinates/,
    );
    expect(() => planItinerary({ days: 1, places: [{ ...places[0]!, visitMinutes: -5 }] })).toThrow(
      /visitMinutes/,
    );
  });
});

describe('planItineraryWithRoutes', () => {
  let server: Server;
  let url: string;
  let calls = 0;

  beforeAll(async () => {
    // Answers every route with a straight two-point road taking 7 minutes.
    server = createServer((req, res) => {
      calls++;
      const [a, b] = req.url!.split('/')[4]!.split('?')[0]!.split(';');
      const coordinates = [a, b].map((p) => p!.split(',').map(Number));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          code: 'Ok',
          routes: [
            { distance: 1234, duration: 420, geometry: { type: 'LineString', coordinates } },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('re-times road legs through the router and keeps the plan', async () => {
    const places = city('paris', PARIS, 8, 16);
    const plain = planItinerary({ days: 2, places, start: PARIS });
    const routed = await planItineraryWithRoutes(
      { days: 2, places, start: PARIS },
      { routingUrl: url },
    );
    expect(keysOf(routed)).toEqual(keysOf(plain));
    const legs = [
      routed.startLeg!,
      ...routed.days.flatMap((d) => d.stops).flatMap((s) => s.legToNext ?? []),
    ];
    const roadLegs = legs.filter((leg) => leg.distanceKm > 0);
    expect(calls).toBe(roadLegs.length);
    // Walks take the router's 7 minutes; bus and car legs add their overheads.
    expect(roadLegs.every((leg) => leg.distanceKm === 1.23)).toBe(true);
    expect(roadLegs.filter((l) => l.transport === 'walk').every((l) => l.minutes === 7)).toBe(true);
    const travel = routed.days.reduce((sum, d) => sum + d.travelMinutes, 0);
    expect(travel).toBe(legs.reduce((sum, leg) => sum + leg.minutes, 0));
  });
});

describe('day order inside a city (issue 29)', () => {
  const at = (key: string, lat: number, lng: number, visitMinutes = 60): ItineraryPlace => ({
    key,
    lat,
    lng,
    visitMinutes,
    kind: 'attraction',
    cityKey: 'lisbon',
    countryCode: 'PT',
  });
  const BAIXA = { lat: 38.7107, lng: -9.1365 };
  // Lisbon's centre, Belém 6 km west, Sintra 24 km out and the Oriente 7 km east, all Lisbon's.
  const lisbon = [
    at('baixa', 38.7107, -9.1365),
    at('chiado', 38.7106, -9.1421),
    at('alfama', 38.7118, -9.1304),
    at('castelo', 38.7139, -9.1334),
    at('se', 38.7098, -9.1335),
    at('rossio', 38.7139, -9.1394),
    at('belem-tower', 38.6916, -9.216, 90),
    at('jeronimos', 38.6979, -9.2068, 120),
    at('pena', 38.7876, -9.3906, 150),
    at('moorish-castle', 38.7925, -9.3894, 90),
    at('oceanario', 38.7635, -9.0938, 120),
    at('oriente', 38.7678, -9.099),
  ];

  it('opens every day near the centre, not 45 minutes out of town', () => {
    for (const days of [2, 3, 4, 5]) {
      const plan = planItinerary({ days, places: lisbon }, { land: null });
      for (const day of plan.days) {
        const keys = day.stops.map((s) => s.key);
        const km = (key: string) =>
          haversineKm(
            BAIXA,
            lisbon.find((p) => p.key === key)!,
          );
        // A day starts at (or next to) its stop nearest the centre, then heads out.
        expect(km(keys[0]!), `${days} days: ${keys.join(', ')}`).toBeLessThanOrEqual(
          Math.min(...keys.map(km)) + 1,
        );
      }
    }
  });
});

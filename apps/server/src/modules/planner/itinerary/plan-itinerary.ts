import { haversineKm, type LatLng } from '@ai-map/contracts';
import { chooseTransport } from './choose-transport';
import { centroid } from './geo';
import { greatCircleLeg, routeLeg, type RoutingOptions } from './geo-route';
import { defaultLandMask, type LandMask } from './land-mask';
import { orderStops } from './order-stops';
import { railGap } from './passenger-rail';
import { splitDays, splitDaysByArea } from './split-days';
import type { Itinerary, ItineraryDay, ItineraryInput, ItineraryPlace, Leg } from './types';

export type {
  Itinerary,
  ItineraryDay,
  ItineraryInput,
  ItineraryPlace,
  ItineraryPlaceKind,
  ItineraryStop,
  Leg,
} from './types';

/** Visit time factor by pace: a relaxed traveller lingers, a packed schedule hurries. */
export const PACE_VISIT_FACTOR = { relaxed: 1.25, normal: 1, packed: 0.8 } as const;

/** A place without a city key joins the city of the nearest keyed place within this (km). */
export const CITY_JOIN_KM = 30;

export interface PlanOptions {
  /** Land and water for the ferry test; default: the bundled catalogue's (null: none). */
  land?: LandMask | null;
}

/**
 * Plans the trip (docs/itinerary.md): countries, then cities, then places in travelling order
 * (each level an open path from where the traveller comes from towards where they go next),
 * cut into days balanced by visit and travel time, each leg with its transport, time and line.
 * Every input place appears exactly once. Throws RangeError on input no trip can have.
 */
export function planItinerary(input: ItineraryInput, options: PlanOptions = {}): Itinerary {
  validate(input);
  const land = options.land === undefined ? defaultLandMask() : options.land;
  const pace = input.pace ?? 'normal';
  const { places } = input;
  const countries = countryKeys(places);
  const cities = cityKeys(places).map((city, i) => `${countries[i]}\u0000${city}`);

  const route = orderLevels(
    places.map((_, i) => i),
    [(i) => countries[i]!, (i) => cities[i]!],
    places,
    input.start,
    input.end,
    input.anchors,
  );

  // The split and the final assembly ask for many of the same legs; the water test is costly.
  const legs = new Map<number, Leg>();
  const legBetween = (a: number, b: number): Leg => {
    const id = a * places.length + b;
    let leg = legs.get(id);
    if (!leg) {
      const from = places[a]!;
      const to = places[b]!;
      const sameCity = cities[a] === cities[b];
      const rail = railGap({ ...from, iso2: countries[a] }, { ...to, iso2: countries[b] }) === null;
      const shore = !!(from.shore || to.shore);
      leg = greatCircleLeg(
        from,
        to,
        chooseTransport(from, to, { land, pace, sameCity, rail, shore }).transport,
      );
      legs.set(id, leg);
    }
    return leg;
  };
  const legFromPoint = (from: LatLng, to: LatLng): Leg =>
    greatCircleLeg(from, to, chooseTransport(from, to, { land, pace }).transport);

  const visit = (i: number) => places[i]!.visitMinutes * PACE_VISIT_FACTOR[pace];
  const split = {
    visit: route.map(visit),
    travel: route.slice(1).map((b, i) => legBetween(route[i]!, b).minutes),
    arrival:
      input.start && route.length ? legFromPoint(input.start, places[route[0]!]!).minutes : 0,
    departure:
      input.end && route.length ? legFromPoint(places[route.at(-1)!]!, input.end).minutes : 0,
  };
  const { anchors, stays } = input;
  const byArea =
    anchors && stays?.length === anchors.length && stays.reduce((a, b) => a + b, 0) === input.days
      ? splitDaysByArea(
          split,
          route.map((i) => nearestIndex(anchors, places[i]!)),
          stays,
        )
      : null;
  const days = (byArea ?? splitDays(split, input.days)).map((positions) =>
    positions.map((p) => route[p]!),
  );

  // Polish: each day's run within one city is re-ordered between its neighbouring stops (exactly
  // for runs of up to 10 stops: Held–Karp), which the whole-trip heuristic may have left short.
  // A day in the city the traveller slept in starts from the city's centre (where they stay: its
  // most central place, which a day trip's far stops do not pull out of town, as a mean would),
  // not from where the day before ended, and ends where it ends unless another city comes next:
  // a Lisbon day never opens 45 minutes out of town (issue 29).
  const centres = new Map<string, LatLng>();
  for (const key of new Set(cities)) {
    // Only a city of more than one day is slept in; a day's stop-over is walked end to end.
    if (days.filter((day) => day.some((i) => cities[i] === key)).length > 1)
      centres.set(key, medoid(places.filter((_, i) => cities[i] === key)));
  }
  const sequence = days.flat();
  let at = 0;
  for (const day of days) {
    for (let s = 0; s < day.length;) {
      let e = s;
      while (e + 1 < day.length && cities[day[e + 1]!] === cities[day[s]!]) e++;
      const run = day.slice(s, e + 1);
      const city = cities[day[s]!]!;
      const previous = at + s > 0 ? sequence[at + s - 1] : undefined;
      const following = at + e + 1 < sequence.length ? sequence[at + e + 1] : undefined;
      const centre = centres.get(city);
      const sleptHere =
        !!centre && s === 0 && (previous === undefined ? !input.start : cities[previous] === city);
      const staysHere =
        !!centre && e === day.length - 1 && following !== undefined && cities[following] === city;
      const before = sleptHere ? centre : previous !== undefined ? places[previous] : input.start;
      const after = staysHere ? undefined : following !== undefined ? places[following] : input.end;
      const order = orderStops(
        run.map((i) => places[i]!),
        { start: before, end: after },
      );
      order.forEach((k, offset) => {
        day[s + offset] = run[k]!;
        sequence[at + s + offset] = run[k]!;
      });
      s = e + 1;
    }
    at += day.length;
  }

  return assemble(days, sequence, input, legBetween, legFromPoint, visit);
}

function assemble(
  days: number[][],
  sequence: number[],
  input: ItineraryInput,
  legBetween: (a: number, b: number) => Leg,
  legFromPoint: (from: LatLng, to: LatLng) => Leg,
  visit: (i: number) => number,
): Itinerary {
  const { places } = input;
  const first = sequence[0];
  const last = sequence.at(-1);
  const startLeg =
    input.start && first !== undefined ? legFromPoint(input.start, places[first]!) : undefined;
  const endLeg =
    input.end && last !== undefined ? legFromPoint(places[last]!, input.end) : undefined;
  let position = 0;
  const result: ItineraryDay[] = days.map((day, d) => {
    const stops = day.map((i, k) => {
      const next = sequence[position + k + 1];
      const legToNext = next !== undefined ? legBetween(i, next) : endLeg;
      return legToNext ? { key: places[i]!.key, legToNext } : { key: places[i]!.key };
    });
    position += day.length;
    const visitMinutes = Math.round(day.reduce((sum, i) => sum + visit(i), 0));
    return { dayOfTrip: d + 1, stops, visitMinutes, travelMinutes: 0 };
  });
  countTravelMinutes(result, startLeg);
  return startLeg ? { days: result, startLeg } : { days: result };
}

/**
 * Sets each day's travelMinutes: the leg that brings each of its stops there (from the previous
 * stop, across a night too, or from the trip's start) and, on the last day, the leg to the end.
 */
function countTravelMinutes(days: ItineraryDay[], startLeg: Leg | undefined): void {
  let previous = startLeg;
  days.forEach((day, d) => {
    day.travelMinutes = 0;
    day.stops.forEach((stop, k) => {
      day.travelMinutes += previous?.minutes ?? 0;
      previous = stop.legToNext;
      const lastOfTrip =
        k === day.stops.length - 1 && days.slice(d + 1).every((o) => !o.stops.length);
      if (lastOfTrip) day.travelMinutes += stop.legToNext?.minutes ?? 0;
    });
  });
}

/**
 * Orders `items` level by level: the groups of the first key as an open path over their
 * centroids, then each group's items by the next key, each group entered from the last stop
 * before it and heading for the next group. Groups stay contiguous, so a city's places are
 * never interleaved with another city's.
 */
function orderLevels(
  items: number[],
  keys: ((i: number) => string)[],
  places: readonly ItineraryPlace[],
  start: LatLng | undefined,
  end: LatLng | undefined,
  anchors?: readonly LatLng[],
): number[] {
  const [key, ...rest] = keys;
  if (!key) {
    return orderStops(
      items.map((i) => places[i]!),
      { start, end },
    ).map((k) => items[k]!);
  }
  const groups = new Map<string, number[]>();
  for (const i of items) {
    const group = groups.get(key(i));
    if (group) group.push(i);
    else groups.set(key(i), [i]);
  }
  if (groups.size === 1) return orderLevels(items, rest, places, start, end, anchors);
  const members = [...groups.values()];
  const centres = members.map((group) => centroid(group.map((i) => places[i]!)));
  let order = orderStops(centres, { start, end });
  if (anchors?.length) {
    // The traveller's order of areas first; the engine's path only orders groups of one area
    // (a city and the suburbs some of its sights are filed under). A group goes where its
    // earliest area is: a country holding several asked-for cities has its centre between
    // them, so its places, not its centre, say which anchor it starts at ("Stockholm,
    // Copenhagen, Berlin" visits Sweden first even though the shorter path starts in Germany).
    const anchorOf = members.map((group) =>
      Math.min(...group.map((i) => nearestIndex(anchors, places[i]!))),
    );
    const rank = new Map(order.map((g, k) => [g, k]));
    order = [...order].sort((a, b) => anchorOf[a]! - anchorOf[b]! || rank.get(a)! - rank.get(b)!);
  }
  const route: number[] = [];
  order.forEach((g, k) => {
    const from = route.length ? places[route.at(-1)!]! : start;
    const towards = k + 1 < order.length ? centres[order[k + 1]!] : end;
    route.push(...orderLevels(members[g]!, rest, places, from, towards, anchors));
  });
  return route;
}

/** The index of the point nearest to `p`. */
function nearestIndex(points: readonly LatLng[], p: LatLng): number {
  const km = points.map((a) => haversineKm(a, p));
  return km.indexOf(Math.min(...km));
}

/** The place with the least distance to all the others: a centre outliers do not move. */
function medoid(points: readonly ItineraryPlace[]): LatLng {
  let best = points[0]!;
  let bestKm = Infinity;
  for (const point of points) {
    const km = points.reduce((sum, other) => sum + haversineKm(point, other), 0);
    if (km < bestKm) [best, bestKm] = [point, km];
  }
  return best;
}

/** Country per place: its own code, else the nearest coded place's, else one unknown group. */
function countryKeys(places: readonly ItineraryPlace[]): string[] {
  const coded = places.filter((p) => p.countryCode);
  return places.map((p) => p.countryCode ?? nearest(p, coded)?.countryCode ?? '');
}

/**
 * City per place: its own key; else the city of the nearest keyed place within CITY_JOIN_KM;
 * else places chained within CITY_JOIN_KM of each other form a city of their own.
 */
function cityKeys(places: readonly ItineraryPlace[]): string[] {
  const keyed = places.filter((p) => p.cityKey);
  const keys = places.map((p) => {
    if (p.cityKey) return p.cityKey;
    const near = nearest(p, keyed);
    return near && haversineKm(p, near) <= CITY_JOIN_KM ? near.cityKey! : undefined;
  });
  const loose = places.map((_, i) => i).filter((i) => keys[i] === undefined);
  const parent = new Map(loose.map((i) => [i, i]));
  const find = (i: number): number => (parent.get(i) === i ? i : find(parent.get(i)!));
  for (const a of loose) {
    for (const b of loose) {
      if (a < b && haversineKm(places[a]!, places[b]!) <= CITY_JOIN_KM)
        parent.set(find(b), find(a));
    }
  }
  return keys.map((key, i) => key ?? `\u0000near ${find(i)}`);
}

function nearest(place: LatLng, candidates: readonly ItineraryPlace[]): ItineraryPlace | undefined {
  let best: ItineraryPlace | undefined;
  let bestKm = Infinity;
  for (const candidate of candidates) {
    const km = haversineKm(place, candidate);
    if (km < bestKm) [best, bestKm] = [candidate, km];
  }
  return best;
}

function validate(input: ItineraryInput): void {
  if (!Number.isInteger(input.days) || input.days < 1) {
    throw new RangeError('days must be a whole number of at least 1');
  }
  const points: LatLng[] = [...input.places, ...[input.start, input.end].filter((p) => !!p)];
  for (const point of points) {
    if (!(Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180)) {
      throw new RangeError(`coordinates out of range: ${point.lat}, ${point.lng}`);
    }
  }
  const keys = new Set<string>();
  for (const place of input.places) {
    if (keys.has(place.key)) throw new RangeError(`duplicate place key: ${place.key}`);
    keys.add(place.key);
    if (!(place.visitMinutes >= 0 && Number.isFinite(place.visitMinutes))) {
      throw new RangeError(`visitMinutes must be a non-negative number: ${place.key}`);
    }
  }
}

export interface RoutedPlanOptions extends PlanOptions, RoutingOptions {
  /** Legs routed at once. */
  concurrency?: number;
}

/**
 * planItinerary, then every leg that follows roads re-drawn and re-timed by the router
 * (`ROUTING_URL`); legs the router cannot answer keep their great circle.
 */
export async function planItineraryWithRoutes(
  input: ItineraryInput,
  options: RoutedPlanOptions = {},
): Promise<Itinerary> {
  const itinerary = planItinerary(input, options);
  const places = new Map(input.places.map((p) => [p.key, p]));
  const stops = itinerary.days.flatMap((day) => day.stops);
  const jobs: (() => Promise<void>)[] = stops.map((stop, i) => async () => {
    if (!stop.legToNext) return;
    const from = places.get(stop.key)!;
    const next = stops[i + 1];
    const to = next ? places.get(next.key)! : input.end!;
    stop.legToNext = await routeLeg(from, to, stop.legToNext.transport, options);
  });
  if (itinerary.startLeg && input.start) {
    const startLeg = itinerary.startLeg;
    jobs.push(async () => {
      itinerary.startLeg = await routeLeg(
        input.start!,
        places.get(stops[0]!.key)!,
        startLeg.transport,
        options,
      );
    });
  }
  const workers = Array.from({ length: options.concurrency ?? 4 }, async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await job();
  });
  await Promise.all(workers);
  countTravelMinutes(itinerary.days, itinerary.startLeg);
  return itinerary;
}

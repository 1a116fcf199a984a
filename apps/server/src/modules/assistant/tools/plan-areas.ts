import { haversineKm } from '@ai-map/contracts';
import {
  pickPlaces,
  reachOfCity,
  type PickArea,
  type PickedPlace,
  type PickKind,
  touristCities,
  type TouristCity,
} from './place-picker.repository';
import { townsInBox } from './catalogue-facts.repository';
import { boxWithMargin } from './margin-box';
import { kept, type Toolbox } from './toolbox-core';

export interface PlanArea {
  kind: 'city' | 'region' | 'country';
  id: number;
  name: string;
  lat: number;
  lng: number;
  /** The days asked for this area, when the traveller split the trip by place. */
  stay?: number;
  /** Rest days there: REST_STOPS_PER_DAY stops a day, within REST_REACH_DEG of the town. */
  rest?: boolean;
  /** The country it is in (the country itself for a country): substitutes stay in it. */
  countryName?: string;
}

/** Where a destination's places are: a city (and around it), a region, a country. */
export const pickAreaOf = (found: {
  kind: string;
  id: number;
  lat: number;
  lng: number;
}): PickArea =>
  found.kind === 'city'
    ? { type: 'city', id: found.id, lat: found.lat, lng: found.lng }
    : { type: found.kind as 'region' | 'country', id: found.id };

/** A pick area with a name and a point, for ordering the trip and telling its route. */
export type NamedArea = PickArea & { name: string; at: { lat: number; lng: number } | null };

/** The least extra distance of taking a city into a route, at its start, end or between two. */
function insertion(route: readonly TouristCity[], city: TouristCity): { km: number; at: number } {
  let best = { km: haversineKm(city, route[0]!), at: 0 };
  const end = haversineKm(route.at(-1)!, city);
  if (end < best.km) best = { km: end, at: route.length };
  for (let k = 1; k < route.length; k++) {
    const km =
      haversineKm(route[k - 1]!, city) +
      haversineKm(city, route[k]!) -
      haversineKm(route[k - 1]!, route[k]!);
    if (km < best.km) best = { km, at: k };
  }
  return best;
}

/**
 * How much a city is worth a stay for a country plan: its sights (count and ratings) and how
 * travel guides treat it. Population plays no part ("a week in Japan" is Tokyo and Kyoto, not
 * Tokyo and Osaka). From the third city on, the detour it adds to the route counts against it
 * (more beyond a 300 km hop), so Florence between Rome and Milan beats Venice beyond them.
 */
function stayValue(city: TouristCity, route: readonly TouristCity[]): number {
  const value =
    Math.log1p(city.sightsValue) +
    0.05 * Math.min(20, city.guideMentions) +
    (city.mainArticle ? 0.3 : 0);
  if (route.length < 2) return value;
  const { km } = insertion(route, city);
  return value - (0.1 * km) / 100 - (0.3 * Math.max(0, km - 300)) / 100;
}

/** A place said to be left out ("skip tokyo/kyoto"): its city id and point. */
export interface SkippedPlace {
  id: number;
  name: string;
  lat: number;
  lng: number;
}

/**
 * How far round a city said to be left out no place is planned, km: its own sights lie within
 * it (Kyoto's Fushimi Inari is 5 km out), a neighbour town (Yokohama, 28 km from Tokyo) stays.
 */
const SKIP_KM = 20;

/** Whether a place or city lies in one of the places left out. */
export const inSkipped = (
  skip: readonly SkippedPlace[],
  at: { lat: number; lng: number; cityId?: number | null; id?: number },
) => skip.some((k) => k.id === at.cityId || haversineKm(k, at) <= SKIP_KM);

/** The way a route across a country runs ("north to south"): the compass point it ends at. */
export type Direction = 'north' | 'south' | 'east' | 'west';

/** How far along a direction a point lies (greater: nearer the end the route goes to). */
export const along = (direction: Direction, at: { lat: number; lng: number }) =>
  direction === 'north'
    ? at.lat
    : direction === 'south'
      ? -at.lat
      : direction === 'east'
        ? at.lng
        : -at.lng;

/** Towns this far from every other are across the sea (Madeira from Lisbon, 970 km), km. */
const OVERLAND_HOP_KM = 600;

/** The towns reached from the route's first by hops of at most {@link OVERLAND_HOP_KM}. */
function overland(route: readonly TouristCity[], all: readonly TouristCity[]): TouristCity[] {
  const reached = route.slice(0, 1);
  for (let k = 0; k < reached.length; k++) {
    for (const town of all)
      if (!reached.includes(town) && haversineKm(town, reached[k]!) <= OVERLAND_HOP_KM)
        reached.push(town);
  }
  return all.filter((town) => reached.includes(town));
}

/**
 * "The whole of portugal, north to south" (trav-035 ran Sintra to Braga, south to north, with no
 * Algarve): the route reaches both ends of the country's towns worth a stay and runs the way
 * asked. When no town of either end's quarter is on the route, its best replaces the weakest.
 */
export function endToEnd(route: TouristCity[], all: readonly TouristCity[], direction: Direction) {
  const candidates = overland(route, all);
  if (route.length >= 2 && candidates.length) {
    const span = candidates.map((c) => along(direction, c));
    const [low, high] = [Math.min(...span), Math.max(...span)];
    for (const end of [high - (high - low) / 4, low + (high - low) / 4]) {
      const inEnd = (c: TouristCity) =>
        end > (high + low) / 2 ? along(direction, c) >= end : along(direction, c) <= end;
      if (route.some(inEnd)) continue;
      const best = candidates.filter(inEnd).sort((a, b) => b.sightsValue - a.sightsValue)[0];
      const weakest = route
        .filter((c) => !candidates.slice(0, 1).includes(c))
        .sort((a, b) => a.sightsValue - b.sightsValue)[0];
      if (best && weakest) route.splice(route.indexOf(weakest), 1, best);
    }
  }
  return route.sort((a, b) => along(direction, a) - along(direction, b));
}

/** The areas a destination stands for: a city, a region, or a country's best cities to stay. */
/**
 * A rest day's stops: two, within about 5 km of the town (trav-029's "rest day in Chefchaouen"
 * was a drive through Tétouan and Tangier).
 */
export const REST_STOPS_PER_DAY = 2;
const REST_REACH_DEG = 0.05;

export async function areasOf(
  box: Toolbox,
  area: PlanArea,
  days: number,
  skip: readonly SkippedPlace[] = [],
  direction: Direction | null = null,
): Promise<NamedArea[]> {
  const at = { lat: area.lat, lng: area.lng };
  if (area.kind === 'city') {
    const reach = await reachOfCity(box.ctx.db, area.id);
    const reachDeg = area.rest ? Math.min(reach, REST_REACH_DEG) : reach;
    return [
      { type: 'city', id: area.id, lat: area.lat, lng: area.lng, reachDeg, name: area.name, at },
    ];
  }
  if (area.kind === 'region') return [{ type: 'region', id: area.id, name: area.name, at }];
  const count = Math.max(1, Math.min(5, Math.round(days / 2.5)));
  const candidates = (
    await kept(box.ctx, `tourist-cities:${area.id}`, () => touristCities(box.ctx.db, area.id))
  ).filter((city) => !inSkipped(skip, { lat: city.lat, lng: city.lng, cityId: city.id }));
  const route: TouristCity[] = [];
  while (route.length < count) {
    // A second city needs a few sights of its own, or its days would be spent elsewhere.
    const open = candidates.filter(
      (c) => !route.includes(c) && (route.length === 0 || c.sightsValue >= 12),
    );
    if (!open.length) break;
    const best = open.reduce((a, b) => (stayValue(b, route) > stayValue(a, route) ? b : a));
    if (route.length === 0) route.push(best);
    else route.splice(insertion(route, best).at, 0, best);
  }
  // The trip starts at the end of the route nearer the best-known city, or runs the way asked.
  if (direction) endToEnd(route, candidates, direction);
  else if (candidates.length && route.indexOf(candidates[0]!) > (route.length - 1) / 2)
    route.reverse();
  return route.length > 0
    ? route.map((city) => ({
        type: 'city' as const,
        id: city.id,
        lat: city.lat,
        lng: city.lng,
        name: city.name,
        at: { lat: city.lat, lng: city.lng },
      }))
    : [{ type: 'country', id: area.id, name: area.name, at: null }];
}

/** Nearest next, from the first: the order that does not zig-zag across a country. */
export function nearestFirst<T extends { at: { lat: number; lng: number } | null }>(
  areas: T[],
): T[] {
  if (areas.length < 3 || areas.some((a) => a.at === null)) return areas;
  const left = areas.slice(1);
  const route = [areas[0]!];
  while (left.length) {
    const from = route.at(-1)!.at!;
    let k = 0;
    for (let i = 1; i < left.length; i++) {
      if (haversineKm(from, left[i]!.at!) < haversineKm(from, left[k]!.at!)) k = i;
    }
    route.push(left.splice(k, 1)[0]!);
  }
  return route;
}

/** Whether a picked place lies in the named area (its city, or within reach of it). */
export function areaHas(areas: readonly NamedArea[], name: string, place: PickedPlace): boolean {
  const area = areas.find((a) => a.name === name);
  if (!area) return false;
  if (area.type === 'city') return place.cityId === area.id || haversineKm(area, place) < 25;
  return true;
}

/** How far round an area with no places of its own the planner looks, degrees (~55 km). */
const AREA_REACH_DEG = 0.5;

/**
 * The best sights around each area's point. An island, area or province read as the
 * destination can have no places filed under it and none within a city's reach of its point
 * (Socotra's sights lie 40 km from the island's centre; Chefchaouen's province is not the
 * region its places are filed under): the planner looks round it before saying the catalogue
 * has nothing there.
 */
export async function placesAround(
  box: Toolbox,
  areas: readonly NamedArea[],
  limit: number,
  avoid: readonly string[] = [],
  /** Only places of these kinds (a wish: the Dordogne's castles), of these categories. */
  wish: { kinds: PickKind[]; categories: string[] } | null = null,
): Promise<{ area: NamedArea; found: PickedPlace[] }[]> {
  const result: { area: NamedArea; found: PickedPlace[] }[] = [];
  for (const area of areas) {
    if (!area.at) continue;
    const found = await pickPlaces(
      box.ctx.db,
      { type: 'near', ...area.at, reachDeg: AREA_REACH_DEG },
      wish?.kinds ?? ['attraction'],
      { limit, avoid, ...(wish ? { categories: wish.categories } : {}) },
    );
    result.push({ area, found });
  }
  return result;
}

/**
 * The days the traveller gave each place ("give Granada an extra night"), in visiting order,
 * when every place of the trip is one area with its days (`stays`, by the request's places)
 * and they add up to the trip: the planner then splits each place's stops into its own days
 * instead of balancing the whole route.
 */
export function staysOf(
  ordered: readonly NamedArea[],
  groups: readonly NamedArea[][],
  stays: readonly (number | undefined)[],
  days: number,
): { stays?: number[] } {
  const inOrder = ordered.map((area) => {
    const index = groups.findIndex((group) => group.length === 1 && group[0] === area);
    return index < 0 ? undefined : stays[index];
  });
  return inOrder.every((stay) => stay !== undefined) && inOrder.reduce((a, b) => a + b, 0) === days
    ? { stays: inOrder }
    : {};
}

/** A route between two towns this far apart, km, over this many days, stops on the way. */
const VIA_KM = { min: 300, max: 1500 };
const VIA_DAYS = 6;

/**
 * "Two weeks across the baltics, tallinn to vilnius" (trav-032): two towns far apart with days
 * to spare get the best-known town on the way (Riga), one that adds at most a quarter to the
 * distance and lies at least a quarter of the way from each end. Null when none does.
 */
export async function viaTown(
  box: Toolbox,
  areas: readonly PlanArea[],
  days: number,
): Promise<PlanArea | null> {
  const [a, b] = areas;
  if (areas.length !== 2 || days < VIA_DAYS || a!.kind !== 'city' || b!.kind !== 'city')
    return null;
  if (a!.stay || b!.stay) return null;
  const km = haversineKm(a!, b!);
  if (km < VIA_KM.min || km > VIA_KM.max) return null;
  const mid = { lat: (a!.lat + b!.lat) / 2, lng: (a!.lng + b!.lng) / 2 };
  const towns = await townsInBox(box.ctx.db, boxWithMargin([mid], km * 0.4), 20);
  const on = towns.find((town) => {
    const [fromA, fromB] = [haversineKm(a!, town), haversineKm(town, b!)];
    return fromA + fromB <= km * 1.25 && Math.min(fromA, fromB) >= km / 4;
  });
  return on ? { kind: 'city', id: on.id, name: on.name, lat: on.lat, lng: on.lng } : null;
}

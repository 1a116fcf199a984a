import {
  haversineKm,
  type AddablePlaceType,
  type BoundingBox,
  type PointType,
  type TransportType,
  type Trip,
  type TripBudget,
} from '@ai-map/contracts';
import type { AppContext } from '../../../app-context';
import { updateChat, type ChatRow } from '../../planner/trip-chats.repository';
import { readTrip as readTripAccess, type Viewer } from '../../planner/trip-access';
import { can } from '../../planner/trip-policy';
import * as trips from '../../planner/trips.service';
import type { LimitSubject } from '../../plans/usage.repository';
import type { ActivitySpot } from '../brain/compose-reply';
import {
  citiesWithGuideMention,
  citiesWithCategories,
  type PickArea,
  type PickedPlace,
  type PickKind,
  pickPlaces,
  touristCities,
  type TouristCity,
} from './place-picker.repository';
import * as facts from './catalogue-facts.repository';
import { replaceChatTrip } from './replace-chat-trip.repository';
import { stopsOf } from './trip-summary';

/**
 * The assistant's tools over our own services, one set for both brains: the built-in brain calls
 * these functions itself, a language model calls them through `llm-tools.ts`. Each turn gets its
 * own toolbox; what the tools did to the map and the trip is gathered in `effects`.
 */
export interface Toolbox {
  ctx: AppContext;
  chat: ChatRow;
  viewer: Viewer;
  effects: { boundingBox: BoundingBox | null; isChanges: boolean; tools: string[] };
}

export function createToolbox(ctx: AppContext, chat: ChatRow, viewer: Viewer): Toolbox {
  return { ctx, chat, viewer, effects: { boundingBox: null, isChanges: false, tools: [] } };
}

/** What the catalogue tools need: no chat and no trip (the MCP server calls them without one). */
export type CatalogueBox = Pick<Toolbox, 'ctx' | 'effects'>;

export const catalogueBox = (ctx: AppContext): CatalogueBox => ({
  ctx,
  effects: { boundingBox: null, isChanges: false, tools: [] },
});

const used = (box: CatalogueBox, tool: string) => box.effects.tools.push(tool);

/** The trip's point type of a picked place (the catalogue says "food", a trip "food_and_drinks"). */
export const placeTypeOf: Record<PickKind, AddablePlaceType> = {
  attraction: 'attraction',
  food: 'food_and_drinks',
  shop: 'shop',
};

/** The smallest box around the points, padded so that the edge markers stay in view. */
export function boxAround(points: readonly { lat: number; lng: number }[]): BoundingBox | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const pad = (a: number, b: number) => Math.max((b - a) * 0.15, 0.01);
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const [west, east] = [Math.min(...lngs), Math.max(...lngs)];
  const dLat = pad(south, north);
  const dLng = pad(west, east);
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return {
    top_left: { lat: round(Math.min(85, north + dLat)), lng: round(Math.max(-180, west - dLng)) },
    bottom_right: {
      lat: round(Math.max(-85, south - dLat)),
      lng: round(Math.min(180, east + dLng)),
    },
  };
}

export function showOnMap(box: Toolbox, points: readonly { lat: number; lng: number }[]) {
  used(box, 'show_on_map');
  box.effects.boundingBox = boxAround(points) ?? box.effects.boundingBox;
}

/** The chat's trip as the viewer sees it, or null before one is planned. */
export async function readTrip(box: Toolbox): Promise<Trip | null> {
  if (box.chat.tripId === null) return null;
  return trips.getTrip(box.ctx, box.viewer, box.chat.tripId);
}

const subjectOf = (viewer: Viewer): LimitSubject | null =>
  viewer.userId !== null
    ? { kind: 'user', userId: viewer.userId }
    : viewer.accessCode
      ? { kind: 'visitor', accessCode: viewer.accessCode }
      : null;

export interface PlanArea {
  kind: 'city' | 'region' | 'country';
  id: number;
  name: string;
  lat: number;
  lng: number;
}

export interface PlanRequest {
  areas: PlanArea[];
  days: number;
  /** Category slugs, each with the tree it belongs to. */
  interests: { category: string; tree: string; related: string[] }[];
  pace: 'relaxed' | 'normal' | 'packed';
  title: string;
  /** Visit the areas as named ("Rome, then Milan"); otherwise nearest next from the first. */
  keepOrder?: boolean;
  /** The traveller's budget for the trip, USD: over it, cheaper transport is chosen. */
  maxBudget?: number | null;
}

/** A wanted kind of place the destination lacks, and the nearest city that has it. */
export interface Alternative {
  category: string;
  name: string;
  countryName: string;
  km: number;
  from: string;
}

export interface PlanOutcome {
  trip: Trip;
  /** Interests the catalogue had places for, and those it had none of. */
  honoured: string[];
  missing: string[];
  /** The named destinations the catalogue had no sights in. */
  empty: string[];
  /** The places planned, by place id: what each is, for the reply's reasons. */
  picked: Map<number, PickedPlace>;
  /** The planner's own budget estimate (GET planner/trips/{id}/budget/). */
  budget: TripBudget;
  /** Fewer days than asked when the catalogue had too few sights to fill them. */
  daysPlanned: number;
  /** The areas in the order the trip visits them, and whether that is the order asked for. */
  route: string[];
  routeAsNamed: boolean;
  /** Legs switched to cheaper transport to meet the budget. */
  cheaperLegs: number;
  alternatives: Alternative[];
}

const PER_DAY = { relaxed: 3, normal: 4, packed: 6 } as const;

const kindOfTree = (tree: string): PickKind =>
  tree === 'food' ? 'food' : tree === 'shopping' ? 'shop' : 'attraction';

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
type NamedArea = PickArea & { name: string; at: { lat: number; lng: number } | null };

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

/**
 * Catalogue reads kept per app until the next catalogue import: a country's tourist cities and
 * the cities with places of a category. Summing every city's sights, or scanning every place's
 * categories, in SQL were the slowest parts of a plan's turn, and both only change with the
 * catalogue.
 */
const catalogueReads = new WeakMap<AppContext, Map<string, Promise<unknown>>>();
function kept<T>(ctx: AppContext, key: string, read: () => Promise<T>): Promise<T> {
  let reads = catalogueReads.get(ctx);
  if (!reads) {
    const created = new Map<string, Promise<unknown>>();
    ctx.catalogue.onImported(() => created.clear());
    catalogueReads.set(ctx, created);
    reads = created;
  }
  const known = reads.get(key) as Promise<T> | undefined;
  if (known) return known;
  const loading = read();
  // A failed read is not kept: the next turn asks the database again.
  loading.catch(() => reads.delete(key));
  reads.set(key, loading);
  return loading;
}

/** The areas a destination stands for: a city, a region, or a country's best cities to stay. */
async function areasOf(box: Toolbox, area: PlanArea, days: number): Promise<NamedArea[]> {
  const at = { lat: area.lat, lng: area.lng };
  if (area.kind === 'city')
    return [{ type: 'city', id: area.id, lat: area.lat, lng: area.lng, name: area.name, at }];
  if (area.kind === 'region') return [{ type: 'region', id: area.id, name: area.name, at }];
  const count = Math.max(1, Math.min(5, Math.round(days / 2.5)));
  const candidates = await kept(box.ctx, `tourist-cities:${area.id}`, () =>
    touristCities(box.ctx.db, area.id),
  );
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
  // The trip starts at the end of the route nearer the best-known city.
  if (candidates.length && route.indexOf(candidates[0]!) > (route.length - 1) / 2) route.reverse();
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
function nearestFirst<T extends { at: { lat: number; lng: number } | null }>(areas: T[]): T[] {
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

/** Names as a traveller reads them: "The Helix Bridge" and "the helix bridge" are one stop. */
const sameName = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/^the\s+/, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The places, best first, with those past `most` of one main category moved to the end. */
function varied(found: PickedPlace[], most: number): PickedPlace[] {
  const counts = new Map<string, number>();
  const first: PickedPlace[] = [];
  const later: PickedPlace[] = [];
  for (const place of found) {
    const kind = place.categories.find((c) => c !== 'sights' && c !== 'architecture') ?? 'sights';
    const n = counts.get(kind) ?? 0;
    counts.set(kind, n + 1);
    (n < most ? first : later).push(place);
  }
  return [...first, ...later];
}

/**
 * Picks the places of a trip — what the user asked for first, then the destination's best
 * sights — and plans it with the itinerary engine (trips.service → planner). Each named
 * destination gets its share of the stops; one that has no sights is reported, not filled from
 * another. Never the same place twice, also under two catalogue entries of one name. When the
 * catalogue has fewer sights than days, the trip gets as many days as it can fill (no empty
 * days) and the outcome says so. Replanning in a chat replaces the chat's trip.
 */
export async function planTrip(box: Toolbox, request: PlanRequest): Promise<PlanOutcome | null> {
  used(box, 'plan_trip');
  const want = request.days * PER_DAY[request.pace];
  const honoured: string[] = [];
  const missing: string[] = [];
  const empty: string[] = [];
  const chosen = new Map<number, PickedPlace>();
  const names = new Set<string>();
  const take = (found: PickedPlace[], limit: number) => {
    let added = 0;
    for (const place of found) {
      if (added >= limit) break;
      const key = sameName(place.name);
      if (chosen.has(place.id) || names.has(key)) continue;
      chosen.set(place.id, place);
      names.add(key);
      added++;
    }
    return added;
  };
  const daysPerArea = Math.max(1, Math.round(request.days / request.areas.length));
  const groups = await Promise.all(request.areas.map((area) => areasOf(box, area, daysPerArea)));
  const share = Math.max(2, Math.ceil(want / groups.flat().length));
  // The areas in visiting order: as named when the traveller said so ("then"), else each
  // country's cities nearest next from its best one, and the named places nearest next.
  const ordered = request.keepOrder
    ? groups.flat()
    : nearestFirst(groups.flatMap((group) => nearestFirst(group)));

  for (const [index, group] of groups.entries()) {
    const beforeArea = chosen.size;
    for (const area of group) {
      const before = chosen.size;
      for (const interest of request.interests) {
        const kind = kindOfTree(interest.tree);
        // Food places fill one stop a day at most; sights the rest.
        const limit =
          kind === 'attraction' ? share : Math.max(1, Math.ceil(share / PER_DAY[request.pace]));
        const found = await pickPlaces(box.ctx.db, area, [kind], {
          categories: [interest.category, ...interest.related],
          limit: limit * 2,
          exclude: [...chosen.keys()],
        });
        if (take(found, limit) > 0) honoured.push(interest.category);
      }
      const room = share - (chosen.size - before);
      if (room > 0) {
        const best = await pickPlaces(box.ctx.db, area, ['attraction'], {
          limit: room * 4,
          exclude: [...chosen.keys()],
        });
        // A city's best-rated places are often all museums: at most a third of the free picks
        // share a kind, so a day mixes a museum with a church, a park or a viewpoint.
        take(varied(best, Math.max(2, Math.ceil(room / 3))), room);
      }
    }
    if (chosen.size === beforeArea) empty.push(request.areas[index]!.name);
  }
  const alternatives = await alternativesFor(box, request, honoured, groups.flat());
  for (const interest of request.interests) {
    if (!honoured.includes(interest.category) && !missing.includes(interest.category)) {
      missing.push(interest.category);
    }
  }
  if (chosen.size === 0) return null;
  const days = Math.min(request.days, chosen.size);

  const chat = box.chat;
  const previous = chat.tripId;
  if (previous !== null) {
    const current = await readTripAccess(box.ctx.db, previous, box.viewer);
    if (!can(current.role, 'replan', current.trip)) throw new ReplanNotAllowedError();
  }
  // A replan is planned beside the old trip and swapped in only once it exists, so a refusal
  // leaves the chat's trip as it was. It takes the old trip's place in the plan's allowance.
  const trip = await trips.createTrip(
    box.ctx,
    box.viewer,
    subjectOf(box.viewer),
    {
      duration_days: days,
      divide_by_days: true,
      initial_places_to_visit: [...chosen.values()].map((place) => ({
        place_id: place.id,
        place_type: placeTypeOf[place.kind],
      })),
      title: request.title,
      ...(previous === null ? { chat: chat.slug } : {}),
    },
    {
      ...(previous === null ? {} : { replacing: previous }),
      ...(ordered.every((a) => a.at !== null) && ordered.length > 1
        ? { anchors: ordered.map((a) => a.at!) }
        : {}),
    },
  );
  if (previous !== null) {
    await replaceChatTrip(box.ctx.db, chat.id, previous, trip.id);
    // The chat is named after its trip, so the history does not list Tokyo for a Paris trip.
    await updateChat(box.ctx.db, chat.id, { title: request.title });
  }
  box.chat = { ...chat, tripId: trip.id };
  box.effects.isChanges = true;
  box.effects.boundingBox = boxAround(stopsOf(trip).map((stop) => stop.geo_points));
  let budget = await tripBudget(box, trip.id);
  let planned = trip;
  let cheaperLegs = 0;
  if (request.maxBudget && budget.total > request.maxBudget) {
    cheaperLegs = await cheaperTransport(box, trip);
    if (cheaperLegs > 0) {
      planned = (await readTrip(box)) ?? trip;
      budget = await tripBudget(box, trip.id);
    }
  }
  const withStops = new Set(
    stopsOf(planned).flatMap((s) => (s.place_id !== null ? [s.place_id] : [])),
  );
  return {
    trip: planned,
    honoured: [...new Set(honoured)],
    missing,
    empty,
    picked: chosen,
    budget,
    daysPlanned: days,
    route: [...new Set(ordered.map((a) => a.name))].filter((name) =>
      // A named area all of whose sights were left out is not on the route.
      [...chosen.values()].some((p) => withStops.has(p.id) && areaHas(ordered, name, p)),
    ),
    routeAsNamed: request.keepOrder === true,
    cheaperLegs,
    alternatives,
  };
}

/** Whether a picked place lies in the named area (its city, or within reach of it). */
function areaHas(areas: readonly NamedArea[], name: string, place: PickedPlace): boolean {
  const area = areas.find((a) => a.name === name);
  if (!area) return false;
  if (area.type === 'city') return place.cityId === area.id || haversineKm(area, place) < 25;
  return true;
}

/** How far a leg may be walked instead of taking the bus to save money, km. */
const THRIFTY_WALK_KM = 2.5;

/**
 * Cheaper transport for a trip over its budget: short bus hops walked, car legs by bus (public
 * transport, a third of a car's cost per km in the planner's cost model). Returns the legs changed.
 */
async function cheaperTransport(box: Toolbox, trip: Trip): Promise<number> {
  const stops = stopsOf(trip);
  const changes = new Map<TransportType, { id: number; type: PointType }[]>();
  for (const [i, stop] of stops.entries()) {
    const next = stops[i + 1];
    if (!next) break;
    const km = haversineKm(stop.geo_points, next.geo_points);
    const mode: TransportType | null =
      stop.next_point_transport_type === 'car'
        ? 'bus'
        : stop.next_point_transport_type === 'bus' && km <= THRIFTY_WALK_KM
          ? 'walk'
          : null;
    if (!mode) continue;
    changes.set(mode, [
      ...(changes.get(mode) ?? []),
      { id: stop.id, type: stop.point_type as PointType },
    ]);
  }
  let count = 0;
  for (const [mode, legs] of changes) count += await changeTransport(box, legs, mode);
  return count;
}

/** For each wanted kind of place the trip could not include, the nearest city that has one. */
async function alternativesFor(
  box: Toolbox,
  request: PlanRequest,
  honoured: readonly string[],
  areas: readonly NamedArea[],
): Promise<Alternative[]> {
  const from = request.areas[0];
  if (!from) return [];
  const found: Alternative[] = [];
  for (const interest of request.interests) {
    if (honoured.includes(interest.category)) continue;
    const excluded = areas.find((a) => a.type === 'city')?.id ?? null;
    const having = await kept(box.ctx, `with-category:${interest.category}`, () =>
      citiesWithCategories(box.ctx.db, [interest.category]),
    );
    const best = having
      .filter((c) => c.id !== excluded)
      .map((c) => ({ ...c, km: haversineKm(from, c) }))
      .sort((a, b) => a.km - b.km || a.id - b.id)[0];
    if (best)
      found.push({
        category: interest.category,
        name: best.name,
        countryName: best.countryName,
        km: Math.round(best.km),
        from: from.name,
      });
  }
  return found;
}

/** Farther than this, a town is no alternative to the destination asked about, km. */
const ACTIVITY_REACH_KM = 1500;

/**
 * For each activity the catalogue has no places for ("skiing in Rome"), whether Wikivoyage
 * mentions it for the destination itself, else the nearest town it does, so the reply can say
 * so truthfully instead of ignoring the wish.
 */
export async function activitySpots(
  box: Toolbox,
  area: PlanArea,
  activities: readonly { activity: string; guide: string; offered: string }[],
): Promise<ActivitySpot[]> {
  const spots: ActivitySpot[] = [];
  for (const { activity, guide, offered } of activities) {
    const spot: ActivitySpot = { activity, offered, from: area.name, here: null, nearest: null };
    const found = (
      await kept(box.ctx, `guide-mention:${guide}`, () => citiesWithGuideMention(box.ctx.db, guide))
    )
      .map((c) => ({ ...c, km: haversineKm(area, c) }))
      .sort((a, b) => a.km - b.km || a.id - b.id);
    if (area.kind === 'country') {
      // A country: its own towns count as "here"; distances from its middle would mean little.
      spot.here = found.find((c) => c.countryId === area.id)?.name ?? null;
    } else {
      const own = found.find((c) => (area.kind === 'city' && c.id === area.id) || c.km < 25);
      const other = found.find((c) => c !== own && c.km <= ACTIVITY_REACH_KM);
      if (own) spot.here = area.name;
      else if (other)
        spot.nearest = {
          name: other.name,
          countryName: other.countryName,
          km: Math.round(other.km),
        };
    }
    spots.push(spot);
  }
  return spots;
}

/** The planner's budget for a trip: the one its planners set, else its own estimate. */
export async function tripBudget(box: Toolbox, tripId: number): Promise<TripBudget> {
  used(box, 'trip_budget');
  return trips.getBudget(box.ctx, box.viewer, tripId);
}

async function requireTrip(box: Toolbox): Promise<number> {
  if (box.chat.tripId === null) throw new NoTripError();
  return box.chat.tripId;
}

/** Only the trip's owner may replace it with a new plan. */
export class ReplanNotAllowedError extends Error {
  constructor() {
    super('Only the owner of this trip can plan it anew.');
  }
}

/** An edit asked for in a chat that has no trip yet. */
export class NoTripError extends Error {
  constructor() {
    super('This chat has no trip yet.');
  }
}

export async function addStop(
  box: Toolbox,
  place: { id: number; type: AddablePlaceType },
  day: number,
): Promise<Trip> {
  used(box, 'add_stop');
  const tripId = await requireTrip(box);
  const { trip } = await trips.addPlace(box.ctx, box.viewer, tripId, {
    place_id: place.id,
    place_type: place.type,
    day_of_trip: day,
  });
  box.effects.isChanges = true;
  return trip;
}

export async function removeStop(box: Toolbox, stopId: number): Promise<Trip> {
  used(box, 'remove_stop');
  const { trip } = await trips.removePlace(box.ctx, box.viewer, await requireTrip(box), stopId);
  box.effects.isChanges = true;
  return trip;
}

/** Moves a stop to a day (its end), or to a number over the whole trip. */
export async function moveStop(
  box: Toolbox,
  stop: { id: number; type: PointType },
  to: { day?: number; number?: number },
): Promise<void> {
  used(box, 'move_stop');
  await trips.changeStop(box.ctx, box.viewer, await requireTrip(box), stop.type, stop.id, {
    ...(to.day === undefined ? {} : { day_of_trip: to.day }),
    ...(to.number === undefined ? {} : { number_in_trip: to.number }),
  });
  box.effects.isChanges = true;
}

export async function changeTransport(
  box: Toolbox,
  legs: readonly { id: number; type: PointType }[],
  mode: TransportType,
): Promise<number> {
  used(box, 'change_transport');
  const tripId = await requireTrip(box);
  for (const leg of legs) {
    await trips.changeStop(box.ctx, box.viewer, tripId, leg.type, leg.id, {
      next_point_transport_type: mode,
    });
  }
  if (legs.length > 0) box.effects.isChanges = true;
  return legs.length;
}

export async function setDays(box: Toolbox, days: number): Promise<Trip> {
  used(box, 'set_days');
  const trip = await trips.updateTrip(box.ctx, box.viewer, await requireTrip(box), {
    duration_days: days,
  });
  box.effects.isChanges = true;
  return trip;
}

/** Swaps two days' stops: each stop of one day moves to the end of the other, in order. */
export async function swapDays(box: Toolbox, a: number, b: number): Promise<void> {
  used(box, 'swap_days');
  const trip = await readTrip(box);
  if (!trip) throw new NoTripError();
  const stops = stopsOf(trip);
  const ofA = stops.filter((stop) => stop.day_of_trip === a);
  const ofB = stops.filter((stop) => stop.day_of_trip === b);
  for (const stop of ofA) await moveStop(box, { id: stop.id, type: stop.point_type }, { day: b });
  for (const stop of ofB) await moveStop(box, { id: stop.id, type: stop.point_type }, { day: a });
}

export interface FoundPlace {
  id: number;
  kind: PickKind;
  name: string;
  rating: number;
  lat: number;
  lng: number;
  cityName: string | null;
}

/** Places of a kind and categories around a point or in an area, best first. */
export async function searchPlaces(
  box: CatalogueBox,
  area: PickArea,
  kinds: readonly PickKind[],
  categories: readonly string[],
  minRating: number | null,
  limit = 8,
): Promise<FoundPlace[]> {
  used(box, 'search_places');
  const found = await pickPlaces(box.ctx.db, area, kinds, { categories, limit: limit * 2 });
  const good = found.filter((place) => minRating === null || place.rating >= minRating);
  const cityIds = [...new Set(good.map((place) => place.cityId).filter((id) => id !== null))];
  const names = await facts.cityNames(box.ctx.db, cityIds);
  const results = good.slice(0, limit).map((place) => ({
    id: place.id,
    kind: place.kind,
    name: place.name,
    rating: place.rating,
    lat: place.lat,
    lng: place.lng,
    cityName: place.cityId === null ? null : (names.get(place.cityId) ?? null),
  }));
  box.effects.boundingBox = boxAround(results) ?? box.effects.boundingBox;
  return results;
}

export async function placeFacts(box: CatalogueBox, placeId: number) {
  used(box, 'place_facts');
  const found = await facts.placeWithNames(box.ctx.db, placeId);
  if (!found) return null;
  const { place: row, cityName, countryName } = found;
  box.effects.boundingBox = boxAround([row]);
  // An attraction's phone and website are given only by `attractions/get_contacts/` (a confirmed
  // e-mail, counted against the plan's limit); the assistant must not hand them to anyone who
  // asks. Shops and food places show theirs on every card, so theirs stay.
  const contacts = row.kind === 'attraction' ? { phone: null, website: null } : {};
  return { ...row, ...contacts, cityName, countryName };
}

/** A city's monthly climate and weekly cost as the catalogue has them. */
export async function cityFacts(box: CatalogueBox, cityId: number, tool: string) {
  used(box, tool);
  return facts.cityClimateAndCost(box.ctx.db, cityId);
}

/** A country by its ISO code, with the facts the assistant answers from. */
export async function countryByCode(box: CatalogueBox, iso2: string) {
  const id = await facts.countryIdByCode(box.ctx.db, iso2);
  return id === null ? null : countryFacts(box, id, 'country_facts');
}

export async function countryFacts(box: CatalogueBox, countryId: number, tool: string) {
  used(box, tool);
  return facts.countryFactsRow(box.ctx.db, countryId);
}

/** The country's best-known cities that have a climate table: what its weather is read from. */
export async function countryClimate(box: CatalogueBox, countryId: number) {
  used(box, 'country_climate');
  return facts.bestKnownCitiesWithClimate(box.ctx.db, countryId, 3);
}

export interface WhereWhenRequest {
  month: number;
  /** Wanted daytime temperature, °C. */
  temperature: { min: number; max: number };
  beach: boolean;
  snow: boolean;
  /** Weekly cost ceiling, USD. */
  maxWeekly: number | null;
  continent: string | null;
  limit: number;
}

/**
 * Where to go in a month: the catalogue's destinations (cities with sights, a climate table and
 * a weekly cost) whose climate that month fits, ranked by how well the temperature fits, then
 * cost, then how much there is to see. Beaches need a coast and warm sea; snow a cold month.
 */
export async function whereToGo(box: CatalogueBox, want: WhereWhenRequest) {
  used(box, 'where_to_go');
  const rows = await facts.destinationCandidates(box.ctx.db, {
    continent: want.continent,
    maxWeekly: want.maxWeekly,
    coastalOnly: want.beach,
    minAttractions: 3,
  });
  const mid = (want.temperature.min + want.temperature.max) / 2;
  const scored = rows.flatMap((row) => {
    const month = row.climate?.find((m) => m.month === want.month);
    if (!month) return [];
    if (month.avg_day < want.temperature.min || month.avg_day > want.temperature.max) return [];
    if (want.beach && (month.avg_water === null || month.avg_water < 22)) return [];
    const fit = 1 - Math.abs(month.avg_day - mid) / 20;
    const cheap = 1 - Math.min(1, (row.costForWeek ?? 2000) / 2000);
    const sights = Math.min(1, Math.log10(1 + row.attractions) / 2);
    return [{ ...row, month, score: fit * 0.5 + cheap * 0.3 + sights * 0.2 }];
  });
  // One destination a country, so the list is a choice and not five suburbs of one city.
  const seen = new Set<string>();
  const best = scored
    .sort((a, b) => b.score - a.score)
    .filter((row) => (seen.has(row.countryName) ? false : (seen.add(row.countryName), true)))
    .slice(0, want.limit);
  box.effects.boundingBox = boxAround(best) ?? box.effects.boundingBox;
  return best;
}

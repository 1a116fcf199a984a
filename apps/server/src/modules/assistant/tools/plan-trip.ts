import {
  MAX_PLACES_PER_TRIP,
  haversineKm,
  type TransportType,
  type Trip,
  type TripBudget,
} from '@ai-map/contracts';
import { updateChat } from '../../planner/trip-chats.repository';
import { readTrip as readTripAccess, type Viewer } from '../../planner/trip-access';
import { can } from '../../planner/trip-policy';
import * as trips from '../../planner/trips.service';
import type { LimitSubject } from '../../plans/usage.repository';
import {
  isOfKind,
  nearbyAlternatives,
  trulyHonoured,
  trulyMissing,
  type Alternative,
} from '../checker/plan-checker';
import {
  areaHas,
  areasOf,
  nearestFirst,
  placesAround,
  staysOf,
  type NamedArea,
  type PlanArea,
} from './plan-areas';
import { fetchCityAreasNow, type PlanFetch } from '../../live-places/live-area-queue';
import { joinComplex, type Complex } from './place-complexes';
import { sameName, varied } from './pick-order';
import {
  citiesWithCategories,
  type PickedPlace,
  kindOfTree,
  kindsOf,
  pickPlaces,
  placesById,
} from './place-picker.repository';
import { replaceChatTrip } from './replace-chat-trip.repository';
import {
  boxAround,
  kept,
  placeTypeOf,
  readTrip,
  ReplanNotAllowedError,
  type Toolbox,
  used,
} from './toolbox-core';
import { stopsOf } from './trip-summary';
import { askTransport, tripBudget } from './trip-tools';
import { carFree, cheaperTransport } from './plan-legs';

const subjectOf = (viewer: Viewer): LimitSubject | null =>
  viewer.userId !== null
    ? { kind: 'user', userId: viewer.userId }
    : viewer.accessCode
      ? { kind: 'visitor', accessCode: viewer.accessCode }
      : null;

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
  /** Category slugs to leave out ("not into museums"), also from the best-rated fill. */
  avoid?: string[];
  /** A transport asked with the plan ("by train"): taken on every leg where it makes sense. */
  transport?: TransportType | null;
  /** "No car": legs the planner would drive go by public transport instead. */
  noCar?: boolean;
  /** Sights the traveller named (place ids): planned first, whatever their rating. */
  sights?: number[];
}

export interface PlanOutcome {
  trip: Trip;
  /** Interests the catalogue had places for, and those it had none of. */
  honoured: string[];
  missing: string[];
  /** The named destinations the catalogue had no sights in. */
  empty: string[];
  /** Destinations with no places of their own, planned from the sights around them. */
  around: string[];
  /** The places planned, by place id: what each is, for the reply's reasons. */
  picked: Map<number, PickedPlace>;
  /** The parts of a complex each planned place stands for, by place id (issue 29). */
  parts: Map<number, string[]>;
  /** The planner's own budget estimate (GET planner/trips/{id}/budget/). */
  budget: TripBudget;
  /** The days of the trip: always the days asked. */
  daysPlanned: number;
  /** The days that have a stop: fewer than asked when the catalogue has too few sights. */
  daysFilled: number;
  /** The areas in the order the trip visits them, and whether that is the order asked for. */
  route: string[];
  routeAsNamed: boolean;
  /** Legs switched to cheaper transport to meet the budget. */
  cheaperLegs: number;
  alternatives: Alternative[];
  /** What the transport asked with the plan did to the legs, when one was asked. */
  transport: trips.AskedTransportOutcome | null;
  /** Where the places came from: fetched during the turn, before, or the built-in catalogue. */
  live: PlanFetch;
}

/** Stops a day by pace (the reply quotes it to a traveller with a wheelchair or older parents). */
export const STOPS_PER_DAY = { relaxed: 3, normal: 4, packed: 6 } as const;

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
  const want = request.days * STOPS_PER_DAY[request.pace];
  const honoured: string[] = [];
  const missing: string[] = [];
  const empty: string[] = [];
  const chosen = new Map<number, PickedPlace>();
  const names = new Set<string>();
  const complexes: Complex[] = [];
  const take = (found: PickedPlace[], limit: number) => {
    let added = 0;
    for (const place of found) {
      if (added >= limit) break;
      const key = sameName(place.name);
      if (chosen.has(place.id) || names.has(key)) continue;
      names.add(key);
      // A chapel of a museum already planned joins its stop; a museum whose chapel was planned
      // becomes the stop, the chapel one of its parts.
      const before = complexes.map((c) => c.place.id);
      const complex = joinComplex(complexes, place);
      if (complex) {
        if (complex.place === place) {
          chosen.delete(before[complexes.indexOf(complex)]!);
          chosen.set(place.id, place);
        }
        continue;
      }
      complexes.push({ place, parts: [] });
      chosen.set(place.id, place);
      added++;
    }
    return added;
  };
  // What the traveller named ("he wants to see Auschwitz") comes before any pick.
  if (request.sights?.length) {
    const named = await placesById(box.ctx.db, request.sights);
    take(named, named.length);
  }
  const daysPerArea = Math.max(1, Math.round(request.days / request.areas.length));
  const groups = await Promise.all(
    request.areas.map((area) => areasOf(box, area, area.stay ?? daysPerArea)),
  );
  // Connected mode: the destinations' places from OpenStreetMap before any pick (issue 27).
  const live = await fetchCityAreasNow(
    box.ctx,
    groups.flat().flatMap((area) => (area.type === 'city' ? [area.id] : [])),
  );
  const even = Math.max(2, Math.ceil(want / groups.flat().length));
  // Days asked per place ("Paris 2 days, then London 3") set each place's share of the stops;
  // the planner fills the days in route order, so the shares become the days.
  const shareOf = (index: number, group: readonly unknown[]) => {
    const stay = request.areas[index]!.stay;
    return stay
      ? Math.max(2, Math.ceil((stay * STOPS_PER_DAY[request.pace]) / group.length))
      : even;
  };
  // The areas in visiting order: as named when the traveller said so ("then"), else each
  // country's cities nearest next from its best one, and the named places nearest next.
  const ordered = request.keepOrder
    ? groups.flat()
    : nearestFirst(groups.flatMap((group) => nearestFirst(group)));

  for (const [index, group] of groups.entries()) {
    const beforeArea = chosen.size;
    const share = shareOf(index, group);
    for (const area of group) {
      const before = chosen.size;
      for (const interest of request.interests) {
        const kind = kindOfTree(interest.tree);
        // Food places fill one stop a day at most; sights the rest.
        const limit =
          kind === 'attraction'
            ? share
            : Math.max(1, Math.ceil(share / STOPS_PER_DAY[request.pace]));
        const found = await pickPlaces(box.ctx.db, area, kindsOf(interest), {
          categories: [interest.category, ...interest.related],
          limit: limit * 2,
          exclude: [...chosen.keys()],
          avoid: request.avoid,
        });
        if (take(found, limit) > 0) honoured.push(interest.category);
      }
      const room = share - (chosen.size - before);
      if (room > 0) {
        const best = await pickPlaces(box.ctx.db, area, ['attraction'], {
          limit: room * 4,
          exclude: [...chosen.keys()],
          avoid: request.avoid,
        });
        // A city's best-rated places are often all museums: at most a third of the free picks
        // share a kind, so a day mixes a museum with a church, a park or a viewpoint.
        take(varied(best, Math.max(2, Math.ceil(room / 3))), room);
      }
    }
    if (chosen.size === beforeArea) empty.push(request.areas[index]!.name);
  }
  // A wish the country's chosen cities cannot serve (peaks in Georgia, beaches in Sri Lanka) is
  // looked for across the whole country: a country trip goes where the wish is, rather than
  // saying "no peaks there" while the catalogue has them (issue 27).
  for (const area of request.areas) {
    if (area.kind !== 'country') continue;
    for (const interest of request.interests) {
      // Held only by a place of the kind itself: Tbilisi's lakes ("nature", a related kind)
      // counted as the peaks asked for, and the reply then said "no peaks" (trav-041).
      if ([...chosen.values()].some((place) => isOfKind(interest.category, place))) continue;
      const limit = Math.max(1, Math.round(request.days / 4));
      const found = await pickPlaces(
        box.ctx.db,
        { type: 'country', id: area.id },
        kindsOf(interest),
        {
          categories: [interest.category],
          limit: limit * 2,
          exclude: [...chosen.keys()],
          avoid: request.avoid,
        },
      );
      if (take(found, limit) > 0) honoured.push(interest.category);
    }
  }
  const alternatives = await alternativesFor(box, request, honoured, groups.flat());
  for (const interest of request.interests) {
    if (!honoured.includes(interest.category) && !missing.includes(interest.category)) {
      missing.push(interest.category);
    }
  }
  // An area with no places of its own: the sights around its point (plan-areas.ts placesAround).
  const around: string[] = [];
  if (chosen.size === 0) {
    const share = Math.max(1, Math.ceil(want / groups.flat().length));
    for (const { area, found } of await placesAround(box, groups.flat(), want * 2, request.avoid))
      if (take(found, share) > 0) around.push(area.name);
    empty.splice(0, empty.length, ...empty.filter((name) => !around.includes(name)));
  }
  if (chosen.size === 0) return null;
  // Every day asked is kept: with fewer sights than days the last days stay free (the reply
  // says how many days the catalogue fills), rather than a 10-day trip cut to one.
  const days = request.days;
  const daysFilled = Math.min(request.days, chosen.size);

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
      // A 60-day trip could pick more than a trip holds: the best-ranked picks come first.
      initial_places_to_visit: [...chosen.values()].slice(0, MAX_PLACES_PER_TRIP).map((place) => ({
        place_id: place.id,
        place_type: placeTypeOf[place.kind],
      })),
      title: request.title,
      ...(previous === null ? { chat: chat.slug } : {}),
    },
    {
      ...(previous === null ? {} : { replacing: previous }),
      ...(ordered.every((a) => a.at !== null) && ordered.length > 1
        ? {
            anchors: ordered.map((a) => a.at!),
            ...staysOf(
              ordered,
              groups,
              request.areas.map((area) => area.stay),
              request.days,
            ),
          }
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
  // "4 days in Rome by train": the planner's one rule for an asked transport (trains between
  // towns, short walks on foot), before the budget is read, so the reply quotes the trip's cost.
  const transport = request.transport ? await askTransport(box, request.transport) : null;
  let planned = transport ? ((await readTrip(box)) ?? trip) : trip;
  if (request.noCar && (await carFree(box, planned)) > 0) planned = (await readTrip(box)) ?? trip;
  let budget = await tripBudget(box, trip.id);
  let cheaperLegs = 0;
  if (request.maxBudget && budget.total > request.maxBudget) {
    cheaperLegs = await cheaperTransport(box, planned);
    if (cheaperLegs > 0) {
      planned = (await readTrip(box)) ?? trip;
      budget = await tripBudget(box, trip.id);
    }
  }
  const withStops = new Set(
    stopsOf(planned).flatMap((s) => (s.place_id !== null ? [s.place_id] : [])),
  );
  const plannedStops = [...chosen.values()].filter((p) => withStops.has(p.id));
  const held = trulyHonoured([...new Set(honoured)], plannedStops);
  return {
    trip: planned,
    // The checker: "built around peaks" only with a peak in the plan, and "I found no palaces"
    // never beside a palace the best-sights fill chose.
    honoured: held,
    missing: trulyMissing(
      [...new Set([...missing, ...honoured.filter((c) => !held.includes(c))])],
      plannedStops,
    ),
    around,
    // A named place whose share went to a neighbour's picks still has stops of its own.
    empty: empty.filter(
      (name) =>
        !request.areas.some(
          (area) =>
            area.name === name && plannedStops.some((p) => haversineKm(area, p) <= OWN_STOPS_KM),
        ),
    ),
    picked: chosen,
    parts: new Map(complexes.map((c) => [c.place.id, c.parts.map((p) => p.name)])),
    budget,
    daysPlanned: days,
    daysFilled,
    route: [...new Set(ordered.map((a) => a.name))].filter((name) =>
      // A named area all of whose sights were left out is not on the route.
      [...chosen.values()].some((p) => withStops.has(p.id) && areaHas(ordered, name, p)),
    ),
    routeAsNamed: request.keepOrder === true,
    cheaperLegs,
    alternatives,
    transport,
    live,
  };
}

/** A planned stop this close to a named place is that place's own (Princeton's art museum). */
const OWN_STOPS_KM = 10;

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
  // Only a day trip in the same country is a substitute; a city 400 km away is another trip.
  return nearbyAlternatives(found, from.countryName ?? null);
}

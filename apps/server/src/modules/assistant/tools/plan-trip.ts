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
import { trulyHonoured, trulyMissing, type Alternative } from '../checker/plan-checker';
import type { PlanFetch } from '../../live-places/live-area-queue';
import {
  areaHas,
  staysOf,
  viaTown,
  type Direction,
  type NamedArea,
  type PlanArea,
  type SkippedPlace,
} from './plan-areas';
import { pickTripPlaces } from './plan-picks';
import { endsKept } from './route-ends';
import type { RouteEnds } from '../brain/route-ends';
import type { PickedPlace } from './place-picker.repository';
import { replaceChatTrip } from './replace-chat-trip.repository';
import {
  boxAround,
  placeTypeOf,
  readTrip,
  ReplanNotAllowedError,
  type Toolbox,
  used,
} from './toolbox-core';
import { stopsOf } from './trip-summary';
import { askTransport, tripBudget } from './trip-tools';
import { carFree, cheaperTransport, flightFree, shortWalksOnly } from './plan-legs';

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
  /** The destinations said to start and end the trip: first and last, the rest between. */
  ends?: RouteEnds | null;
  /** The traveller's budget for the trip, USD: over it, cheaper transport is chosen. */
  maxBudget?: number | null;
  /** Category slugs to leave out ("not into museums"), also from the best-rated fill. */
  avoid?: string[];
  /** A transport asked with the plan ("by train"): taken on every leg where it makes sense. */
  transport?: TransportType | null;
  /** "No car": legs the planner would drive go by public transport instead. */
  noCar?: boolean;
  /** "No flights": the legs the planner would fly go over land or by ferry. */
  noFlights?: boolean;
  /** A wheelchair or slow walkers along: no walk over half a kilometre. */
  stepFree?: boolean;
  /** Sights the traveller named (place ids): planned first, whatever their rating. */
  sights?: number[];
  /** Cities said to be left out ("skip tokyo/kyoto"): no stop in or near them. */
  skip?: SkippedPlace[];
  /** "Tallinn to Vilnius": a journey, so a town on the way between the two may be added. */
  journey?: boolean;
  /** "North to south": a country's route reaches both ends and runs that way. */
  direction?: Direction | null;
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
  /** The route runs as named, or from and to the start and end said (by name). */
  routeAsNamed: boolean | { start?: string; end?: string };
  /** A town on the way the planner added between two far-apart places (plan-areas.ts viaTown). */
  via: string | null;
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
  const via = request.journey ? await viaTown(box, request.areas, request.days) : null;
  if (via) request = { ...request, areas: [request.areas[0]!, via, request.areas[1]!] };
  const picks = await pickTripPlaces(box, request, STOPS_PER_DAY[request.pace]);
  if (!picks) return null;
  const { chosen, honoured, missing, ordered } = picks;
  // Every day asked is kept: with fewer sights than days the last days stay free (the reply
  // says how many days the catalogue fills), rather than a 10-day trip cut to one.
  const days = request.days;
  const daysFilled = Math.min(request.days, chosen.size);
  const trip = await saveTrip(box, request, chosen, ordered, picks.groups);
  const { planned, budget, cheaperLegs, transport } = await fitTransport(box, request, trip);
  const withStops = new Set(
    stopsOf(planned).flatMap((s) => (s.place_id !== null ? [s.place_id] : [])),
  );
  const plannedStops = [...chosen.values()].filter((p) => withStops.has(p.id));
  const held = trulyHonoured([...new Set(honoured)], plannedStops);
  const route = [...new Set(ordered.map((a) => a.name))].filter((name) =>
    // A named area all of whose sights were left out is not on the route.
    [...chosen.values()].some((p) => withStops.has(p.id) && areaHas(ordered, name, p)),
  );
  return {
    trip: planned,
    // The checker: "built around peaks" only with a peak in the plan, and "I found no palaces"
    // never beside a palace the best-sights fill chose.
    honoured: held,
    missing: trulyMissing(
      [...new Set([...missing, ...honoured.filter((c) => !held.includes(c))])],
      plannedStops,
    ),
    around: picks.around,
    // A named place whose share went to a neighbour's picks still has stops of its own.
    empty: picks.empty.filter(
      (name) =>
        !request.areas.some(
          (area) =>
            area.name === name && plannedStops.some((p) => haversineKm(area, p) <= OWN_STOPS_KM),
        ),
    ),
    picked: chosen,
    parts: new Map(picks.complexes.map((c) => [c.place.id, c.parts.map((p) => p.name)])),
    budget,
    daysPlanned: days,
    daysFilled,
    route,
    routeAsNamed: request.keepOrder === true || endsKept(request.areas, request.ends, route),
    via: via?.name ?? null,
    cheaperLegs,
    alternatives: picks.alternatives,
    transport,
    live: picks.live,
  };
}

/**
 * Plans the trip of the picked places, the chat's first or in place of its trip. A replan is
 * planned beside the old trip and swapped in only once it exists, so a refusal leaves the
 * chat's trip as it was. It takes the old trip's place in the plan's allowance.
 */
async function saveTrip(
  box: Toolbox,
  request: PlanRequest,
  chosen: Map<number, PickedPlace>,
  ordered: NamedArea[],
  groups: NamedArea[][],
): Promise<Trip> {
  const chat = box.chat;
  const previous = chat.tripId;
  if (previous !== null) {
    const current = await readTripAccess(box.ctx.db, previous, box.viewer);
    if (!can(current.role, 'replan', current.trip)) throw new ReplanNotAllowedError();
  }
  const trip = await trips.createTrip(
    box.ctx,
    box.viewer,
    subjectOf(box.viewer),
    {
      duration_days: request.days,
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
  return trip;
}

/**
 * The transport the traveller asked for ("by train", "no car"), then cheaper legs when the
 * budget is over theirs: the trip as it then is, its budget, and what changed.
 */
async function fitTransport(box: Toolbox, request: PlanRequest, trip: Trip) {
  // "4 days in Rome by train": the planner's one rule for an asked transport (trains between
  // towns, short walks on foot), before the budget is read, so the reply quotes the trip's cost.
  // "No flights" first, so that what the asked transport then says of each leg stays true.
  let planned =
    request.noFlights && (await flightFree(box, trip)) > 0 ? ((await readTrip(box)) ?? trip) : trip;
  const transport = request.transport ? await askTransport(box, request.transport) : null;
  if (transport) planned = (await readTrip(box)) ?? planned;
  if (request.noCar && (await carFree(box, planned)) > 0) planned = (await readTrip(box)) ?? trip;
  if (request.stepFree && (await shortWalksOnly(box, planned)) > 0)
    planned = (await readTrip(box)) ?? trip;
  let budget = await tripBudget(box, trip.id);
  let cheaperLegs = 0;
  if (request.maxBudget && budget.total > request.maxBudget) {
    cheaperLegs = await cheaperTransport(box, planned, !request.stepFree);
    if (cheaperLegs > 0) {
      planned = (await readTrip(box)) ?? trip;
      budget = await tripBudget(box, trip.id);
    }
  }
  return { planned, budget, cheaperLegs, transport };
}

/** A planned stop this close to a named place is that place's own (Princeton's art museum). */
const OWN_STOPS_KM = 10;

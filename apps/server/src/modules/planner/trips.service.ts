import {
  DEFAULT_TRANSPORT_TYPE,
  MAX_PLACES_PER_TRIP,
  plannerMessages,
  serverMessages,
  TRANSPORT_TYPES,
  isDashedTransport,
  type AddObjectList,
  type AddPlaceBody,
  type ChangeStopBody,
  type ChangeStopResponse,
  type CreateTripBody,
  type MapPoint,
  type PointType,
  type TransportType,
  type Trip,
  type TripBudget,
  type TripBudgetBody,
  type UpdateTripBody,
} from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import * as chatsRepo from './trip-chats.repository';
import { newChatSlug } from './chat-slug';
import { consumePlannerTrip, replacePlannerTrip } from '../plans/limits.service';
import type { LimitSubject } from '../plans/usage.repository';
import { changedLegs, appendIndex, checkDay, moveStop, numbered } from './stop-order';
import {
  lockForEdit,
  readTrip,
  readTripContents,
  type TripAccess,
  type Viewer,
} from './trip-access';
import { publishTripChange } from './trip-events';
import { estimateTripBudget, legBetween, planStops, type LegPoint } from './trip-legs';
import {
  endPointOf,
  presentBudget,
  presentCityDetail,
  presentMapPoints,
  presentTrip,
  startPointOf,
} from './trip.presenter';
import * as repo from './trips.repository';
import type { CatalogKind, CatalogPlace, NewStop, StopRow, TripRow } from './trips.repository';
import { requestCityAreas } from '../live-places/live-area-queue';

/** How many catalogue places a day planned from countries gets. */
const PLACES_PER_DAY = 4;

// ---- Reading -----------------------------------------------------------------------------------

/** The trip as `access` lets its viewer see it (also what a read-only link shows, trip-share). */
export async function present(db: Database, access: TripAccess, stops?: StopRow[]): Promise<Trip> {
  const { trip } = access;
  const rows = stops ?? (await repo.listStops(db, trip.id));
  const cityIds = [...new Set(rows.flatMap((s) => (s.cityId === null ? [] : [s.cityId])))];
  const countryIds = [...new Set(rows.flatMap((s) => (s.countryId === null ? [] : [s.countryId])))];
  const [cityRows, countryRows, participants, chatSlug, ideas] = await Promise.all([
    repo.cityDetails(db, cityIds),
    repo.findCountries(db, countryIds),
    repo.listParticipantIds(db, trip.id),
    repo.chatSlugOfTrip(db, trip.id),
    repo.listIdeas(db, trip.id),
  ]);
  return presentTrip({
    trip,
    stops: rows,
    ideas,
    role: access.role,
    holdsCode: access.holdsCode,
    participants,
    cities: new Map(cityRows.map((r) => [r.city.id, presentCityDetail(r)])),
    countries: new Map(countryRows.map((c) => [c.id, { name: c.name, iso2: c.iso2 }])),
    chatSlug,
  });
}

export async function getTrip(ctx: AppContext, viewer: Viewer, tripId: number): Promise<Trip> {
  return present(ctx.db, await readTrip(ctx.db, tripId, viewer));
}

/** The planner map's points; a private trip's only for its people (403 for anyone else). */
export async function getMapPoints(
  ctx: AppContext,
  viewer: Viewer,
  tripId: number,
): Promise<MapPoint[]> {
  const access = await readTripContents(ctx.db, tripId, viewer);
  const [stops, ideas] = await Promise.all([
    repo.listStops(ctx.db, tripId),
    repo.listIdeas(ctx.db, tripId),
  ]);
  return presentMapPoints(access.trip, stops, ideas);
}

export function departureTransportTypes() {
  const names: Record<TransportType, string> = {
    walk: 'Walk',
    car: 'Car',
    bus: 'Bus',
    railroads: 'Railroads',
    ferries: 'Ferries',
    airlines: 'Airlines',
  };
  return TRANSPORT_TYPES.map((type) => ({
    type,
    name: names[type],
    is_dashed: isDashedTransport(type),
  }));
}

// ---- Legs --------------------------------------------------------------------------------------

const pointOfStop = (s: StopRow): LegPoint => ({ lat: s.lat, lng: s.lng });

/**
 * Draws again the legs whose next point changed (and the leg from the start point when the
 * first stop changed). A leg ending nowhere (last stop, no end point) is cleared.
 */
async function redrawLegs(
  ctx: AppContext,
  db: Database,
  trip: TripRow,
  before: readonly number[],
): Promise<void> {
  const stops = await repo.listStops(db, trip.id);
  const after = stops.map((s) => s.id);
  const { stopIds, start } = changedLegs(before, after);
  const end = endPointOf(trip);
  for (const id of stopIds) {
    const index = after.indexOf(id);
    const next = stops[index + 1] ? pointOfStop(stops[index + 1]!) : end;
    await repo.updateStopLeg(
      db,
      id,
      next
        ? await legBetween(ctx, pointOfStop(stops[index]!), next)
        : { transport: stops[index]!.nextPointTransportType, minutes: null, geoRoute: null },
    );
  }
  if (start) await redrawStartLeg(ctx, db, trip, stops[0]);
}

async function redrawStartLeg(
  ctx: AppContext,
  db: Database,
  trip: TripRow,
  first: StopRow | undefined,
  transport?: TransportType,
): Promise<TripRow> {
  const start = startPointOf(trip);
  const target = first ? pointOfStop(first) : endPointOf(trip);
  const leg =
    start && target
      ? await legBetween(ctx, start, target, transport)
      : { transport: transport ?? trip.startTransportType, minutes: null, geoRoute: null };
  return repo.updateTrip(db, trip.id, {
    startTransportType: leg.transport,
    startTimeMin: leg.minutes,
    startGeoRoute: leg.geoRoute,
  });
}

/** Renumbers 1..n in the given order, redraws the changed legs and counts the change. */
async function commitOrder(
  ctx: AppContext,
  db: Database,
  trip: TripRow,
  before: readonly number[],
  order: { id: number; day: number }[],
): Promise<TripRow> {
  await repo.applyOrder(db, trip.id, numbered(order));
  await redrawLegs(ctx, db, trip, before);
  return repo.updateTrip(db, trip.id, {});
}

// ---- Creating ----------------------------------------------------------------------------------

/** The catalogue objects of `initial_places_to_visit`, in the given order; 404 for an unknown one. */
async function resolvePlaces(
  db: Database,
  refs: readonly { place_id: number; place_type: CatalogKind }[],
): Promise<CatalogPlace[]> {
  const unique = [
    ...new Map(refs.map((r) => [`${r.place_type}:${r.place_id}`, r] as const)).values(),
  ];
  if (unique.length > MAX_PLACES_PER_TRIP) {
    throw new HttpError(400, 'invalid', plannerMessages.placeLimitReached);
  }
  const found = new Map<string, CatalogPlace>();
  for (const kind of ['attraction', 'shop', 'food_and_drinks', 'city'] as const) {
    const ids = unique.filter((r) => r.place_type === kind).map((r) => r.place_id);
    for (const p of await repo.findCatalogPlaces(db, kind, ids)) found.set(`${kind}:${p.id}`, p);
  }
  return unique.map((r) => {
    const place = found.get(`${r.place_type}:${r.place_id}`);
    if (!place) throw notFound(plannerMessages.placeNotFound);
    return place;
  });
}

/**
 * The places of a trip planned from countries: per country its best attractions, topped up
 * with its best cities when it has too few, about PLACES_PER_DAY a day in all.
 */
async function pickPlaces(db: Database, countryIds: readonly number[], days: number) {
  const unique = [...new Set(countryIds)];
  const known = await repo.findCountries(db, unique);
  if (known.length !== unique.length) throw notFound(plannerMessages.unknownCountries);
  const total = Math.min(MAX_PLACES_PER_TRIP, Math.max(unique.length, days * PLACES_PER_DAY));
  const perCountry = Math.max(1, Math.floor(total / unique.length));
  const picked: CatalogPlace[] = [];
  for (const countryId of unique) {
    const attractions = await repo.topAttractions(db, countryId, perCountry);
    const cities =
      attractions.length < perCountry
        ? await repo.topCities(db, countryId, perCountry - attractions.length)
        : [];
    picked.push(...attractions, ...cities);
  }
  if (picked.length === 0) throw notFound(plannerMessages.nothingToPlan);
  return picked;
}

function defaultTitle(places: readonly CatalogPlace[], countryNames: string[], days: number) {
  const where = countryNames.length ? countryNames.join(', ') : (places[0]?.name ?? 'my trip');
  return `${days} ${days === 1 ? 'day' : 'days'} in ${where}`;
}

/**
 * Plans a trip (`POST planner/trips/`). The places are split into days and ordered by the
 * itinerary engine (or kept in the given order on day 1 without `divide_by_days`); the trip,
 * its stops, its owner, its chat and the plan's trip count are written in one transaction.
 */
export async function createTrip(
  ctx: AppContext,
  viewer: Viewer,
  subject: LimitSubject | null,
  body: CreateTripBody,
  /**
   * `replacing`: the caller's trip this one is planned to replace (it takes that trip's
   * allowance); `anchors`: the order of areas the assistant was asked for (ItineraryInput).
   */
  options: { replacing?: number; anchors?: { lat: number; lng: number }[] } = {},
): Promise<Trip> {
  if (!subject) {
    throw new HttpError(401, 'not_authenticated', serverMessages.notAuthenticated);
  }
  const places = body.initial_places_to_visit
    ? await resolvePlaces(ctx.db, body.initial_places_to_visit)
    : await pickPlaces(ctx.db, body.countries ?? [], body.duration_days);
  const countryNames = body.countries
    ? (await repo.findCountries(ctx.db, body.countries)).map((c) => c.name)
    : [];
  const start = body.start_point ?? null;
  const end = body.end_point ?? null;
  const plan = await planStops(ctx, {
    days: body.duration_days,
    divideByDays: body.divide_by_days,
    places,
    start,
    end,
    ...(options.anchors ? { anchors: options.anchors } : {}),
  });

  const created = await ctx.db.transaction(async (tx) => {
    const trip = await repo.insertTrip(tx, {
      title: body.title || defaultTitle(places, countryNames, body.duration_days),
      ownerUserId: viewer.userId,
      plannerAccessCode: viewer.userId === null ? viewer.accessCode : null,
      durationDays: body.duration_days,
      startName: start?.name ?? null,
      startLat: start?.lat ?? null,
      startLng: start?.lng ?? null,
      endName: end?.name ?? null,
      endLat: end?.lat ?? null,
      endLng: end?.lng ?? null,
      startTransportType: plan.startLeg?.transport ?? DEFAULT_TRANSPORT_TYPE,
      startTimeMin: plan.startLeg?.minutes ?? null,
      startGeoRoute: plan.startLeg?.geoRoute ?? null,
      version: 1,
    });
    await repo.insertStops(
      tx,
      plan.stops.map((s, i) => ({
        tripId: trip.id,
        dayOfTrip: s.day,
        numberInTrip: i + 1,
        placeType: s.place.kind,
        placeId: s.place.id,
        name: s.place.name,
        lat: s.place.lat,
        lng: s.place.lng,
        cityId: s.place.cityId,
        countryId: s.place.countryId,
        nextPointTransportType: s.leg?.transport ?? DEFAULT_TRANSPORT_TYPE,
        nextPointTimeMin: s.leg?.minutes ?? null,
        geoRoute: s.leg?.geoRoute ?? null,
      })),
    );
    if (viewer.userId !== null) await repo.insertOwner(tx, trip.id, viewer.userId);
    await linkChat(tx, viewer, trip, body.chat);
    if (options.replacing === undefined) {
      await consumePlannerTrip({ ...ctx, db: tx }, subject, trip.id);
    } else {
      const replaced = { replaced: options.replacing, by: trip.id };
      await replacePlannerTrip({ ...ctx, db: tx }, subject, replaced);
    }
    return trip;
  });
  await publishTripChange(ctx, {
    type: 'trip_created',
    tripId: created.id,
    version: created.version,
    actorUserId: viewer.userId ?? undefined,
  });
  // A trip planned: the places around its cities are fetched in the background.
  requestCityAreas(
    ctx,
    plan.stops.map((s) => s.place.cityId),
  );
  return present(ctx.db, {
    trip: created,
    role: 'owner',
    holdsCode: viewer.userId === null,
  });
}

/** Links the new trip to the caller's chat `slug` (which must have none yet), or opens a chat. */
async function linkChat(db: Database, viewer: Viewer, trip: TripRow, slug: string | undefined) {
  if (slug === undefined) {
    await chatsRepo.insertChat(db, {
      slug: newChatSlug(),
      title: trip.title,
      userId: viewer.userId,
      plannerAccessCode: viewer.userId === null ? viewer.accessCode : null,
      tripId: trip.id,
    });
    return;
  }
  const chat = await chatsRepo.lockChatBySlug(db, slug);
  const mine =
    chat &&
    (viewer.userId !== null
      ? chat.userId === viewer.userId
      : chat.userId === null && chat.plannerAccessCode === viewer.accessCode);
  if (!chat || !mine) throw fieldError({ chat: ['Chat not found.'] });
  if (chat.tripId !== null) throw fieldError({ chat: ['This chat has a trip already.'] });
  await chatsRepo.updateChat(db, chat.id, { tripId: trip.id, title: chat.title || trip.title });
}

/**
 * A trip without stops for an import (`POST planner/trips/import/`): the trip, its owner, its
 * chat and the plan's trip count, inside the caller's transaction `tx`.
 */
export async function insertEmptyTrip(
  ctx: AppContext,
  tx: Database,
  viewer: Viewer,
  subject: LimitSubject | null,
  values: { title: string; durationDays: number },
): Promise<TripAccess> {
  if (!subject) throw new HttpError(401, 'not_authenticated', serverMessages.notAuthenticated);
  const trip = await repo.insertTrip(tx, {
    title: values.title,
    ownerUserId: viewer.userId,
    plannerAccessCode: viewer.userId === null ? viewer.accessCode : null,
    durationDays: values.durationDays,
    version: 1,
  });
  if (viewer.userId !== null) await repo.insertOwner(tx, trip.id, viewer.userId);
  await linkChat(tx, viewer, trip, undefined);
  await consumePlannerTrip({ ...ctx, db: tx }, subject, trip.id);
  return { trip, role: 'owner', holdsCode: viewer.userId === null };
}

// ---- Changing the trip -------------------------------------------------------------------------

/** `PATCH planner/trips/{id}/`: owner and editors. */
export async function updateTrip(
  ctx: AppContext,
  viewer: Viewer,
  tripId: number,
  body: UpdateTripBody,
): Promise<Trip> {
  const access = await ctx.db.transaction(async (tx) => {
    const { trip, role, holdsCode } = await lockForEdit(tx, tripId, viewer);
    const set: Parameters<typeof repo.updateTrip>[2] = {};
    if (body.title !== undefined) set.title = body.title;
    if (body.description !== undefined) set.description = body.description;
    if (body.is_private !== undefined) set.isPrivate = body.is_private;
    if (body.start_date !== undefined) set.startDate = body.start_date;
    if (body.start_point !== undefined) {
      set.startName = body.start_point?.name ?? null;
      set.startLat = body.start_point?.lat ?? null;
      set.startLng = body.start_point?.lng ?? null;
    }
    if (body.end_point !== undefined) {
      set.endName = body.end_point?.name ?? null;
      set.endLat = body.end_point?.lat ?? null;
      set.endLng = body.end_point?.lng ?? null;
    }
    const stops = await repo.listStops(tx, tripId);
    if (body.duration_days !== undefined && body.duration_days !== trip.durationDays) {
      set.durationDays = body.duration_days;
      // A shorter trip keeps every stop: the later days' stops join its last day, in order.
      const order = stops.map((s) => ({
        id: s.id,
        day: Math.min(s.dayOfTrip, body.duration_days!),
      }));
      await repo.applyOrder(tx, tripId, numbered(order));
    }
    let updated = await repo.updateTrip(tx, tripId, set);
    if (body.end_point !== undefined && stops.length > 0) {
      // The last stop's leg now ends elsewhere (or nowhere): draw it again.
      await redrawLegs(ctx, tx, updated, stops.map((s) => s.id).concat(-1));
    }
    if (body.start_point !== undefined || (body.end_point !== undefined && stops.length === 0)) {
      updated = await redrawStartLeg(ctx, tx, updated, stops[0]);
    }
    return { trip: updated, role, holdsCode };
  });
  await publishTripChange(ctx, {
    type: 'trip_updated',
    tripId,
    version: access.trip.version,
    actorUserId: viewer.userId ?? undefined,
  });
  return present(ctx.db, access);
}

// ---- Budget ------------------------------------------------------------------------------------

/** The budget the planners set, else an estimate from the cities' costs, the days and the legs. */
export async function getBudget(
  ctx: AppContext,
  viewer: Viewer,
  tripId: number,
): Promise<TripBudget> {
  const access = await readTripContents(ctx.db, tripId, viewer);
  const stored = presentBudget(access.trip);
  if (stored) return stored;
  const stops = await repo.listStops(ctx.db, tripId);
  const cityIds = [...new Set(stops.flatMap((s) => (s.cityId === null ? [] : [s.cityId])))];
  const cities = await repo.cityDetails(ctx.db, cityIds);
  return estimateTripBudget(access.trip, stops, cities);
}

export async function putBudget(
  ctx: AppContext,
  viewer: Viewer,
  tripId: number,
  body: TripBudgetBody,
): Promise<TripBudget> {
  const budget = {
    currency: 'USD',
    ...body,
    total: body.accommodation + body.food + body.transport + body.attractions,
  };
  const trip = await ctx.db.transaction(async (tx) => {
    await lockForEdit(tx, tripId, viewer);
    return repo.updateTrip(tx, tripId, { budget });
  });
  await publishTripChange(ctx, {
    type: 'budget_updated',
    tripId,
    version: trip.version,
    actorUserId: viewer.userId ?? undefined,
  });
  return presentBudget(trip)!;
}

// ---- Stops -------------------------------------------------------------------------------------

/**
 * Adds a catalogue object at the end of a day (`POST planner/trips/{id}/places/`). Checks, in
 * order: the trip (404), the caller's role (403), the day (400), the place (404), the trip's
 * place limit (400 "Cannot add more places. Limit reached"), a place already there (409).
 */
export async function addPlace(
  ctx: AppContext,
  viewer: Viewer,
  tripId: number,
  body: AddPlaceBody,
): Promise<{ detail: string; place_to_visit_id: number; trip: Trip }> {
  const result = await ctx.db.transaction(async (tx) => {
    const access = await lockForEdit(tx, tripId, viewer);
    checkDay(body.day_of_trip, access.trip.durationDays);
    const [place] = await repo.findCatalogPlaces(tx, body.place_type, [body.place_id]);
    if (!place) throw notFound(plannerMessages.placeNotFound);
    const stops = await repo.listStops(tx, tripId);
    if (stops.length >= MAX_PLACES_PER_TRIP) {
      throw new HttpError(400, 'invalid', plannerMessages.placeLimitReached);
    }
    if (stops.some((s) => s.placeType === body.place_type && s.placeId === body.place_id)) {
      throw new HttpError(409, 'conflict', plannerMessages.placeAlreadyInTrip);
    }
    const [added] = await repo.insertStops(tx, [
      {
        tripId,
        dayOfTrip: body.day_of_trip,
        // Out of the way of 1..n until the renumbering below gives it its place.
        numberInTrip: -(stops.length + 1),
        placeType: body.place_type,
        placeId: place.id,
        name: place.name,
        lat: place.lat,
        lng: place.lng,
        cityId: place.cityId,
        countryId: place.countryId,
      },
    ]);
    const list = stops.map((s) => ({ id: s.id, day: s.dayOfTrip }));
    const at = appendIndex(list, body.day_of_trip);
    list.splice(at, 0, { id: added!.id, day: body.day_of_trip });
    const trip = await commitOrder(
      ctx,
      tx,
      access.trip,
      stops.map((s) => s.id),
      list,
    );
    return { access: { ...access, trip }, stopId: added!.id, cityId: place.cityId };
  });
  await publishTripChange(ctx, {
    type: 'stop_added',
    tripId,
    version: result.access.trip.version,
    actorUserId: viewer.userId ?? undefined,
    payload: { place_to_visit_id: result.stopId },
  });
  // A stop in a city: the places around it are fetched in the background for the next ones.
  requestCityAreas(ctx, [result.cityId]);
  return {
    detail: plannerMessages.placeAdded,
    place_to_visit_id: result.stopId,
    trip: await present(ctx.db, result.access),
  };
}

/**
 * Appends stops (catalogue or custom places) at the end of `day`, in the given order, inside
 * the caller's transaction on a trip it locked; renumbers and redraws the changed legs.
 */
export async function appendStops(
  ctx: AppContext,
  tx: Database,
  trip: TripRow,
  day: number,
  rows: Omit<NewStop, 'tripId' | 'dayOfTrip' | 'numberInTrip'>[],
): Promise<TripRow> {
  const stops = await repo.listStops(tx, trip.id);
  const added = await repo.insertStops(
    tx,
    // Out of the way of 1..n until the renumbering gives them their places.
    rows.map((r, i) => ({
      ...r,
      tripId: trip.id,
      dayOfTrip: day,
      numberInTrip: -(stops.length + i + 1),
    })),
  );
  const list = stops.map((s) => ({ id: s.id, day: s.dayOfTrip }));
  list.splice(appendIndex(list, day), 0, ...added.map((a) => ({ id: a.id, day })));
  return commitOrder(
    ctx,
    tx,
    trip,
    stops.map((s) => s.id),
    list,
  );
}

/** `POST planner/trips/{id}/places/{place}/delete/`; `{place}` is the stop's place_to_visit_id. */
export async function removePlace(
  ctx: AppContext,
  viewer: Viewer,
  tripId: number,
  stopId: number,
): Promise<{ detail: string; trip: Trip }> {
  const access = await ctx.db.transaction(async (tx) => {
    const locked = await lockForEdit(tx, tripId, viewer, plannerMessages.removeNotAllowed);
    const stops = await repo.listStops(tx, tripId);
    if (!stops.some((s) => s.id === stopId)) throw notFound(plannerMessages.stopNotFound);
    await repo.deleteStop(tx, stopId);
    const rest = stops.filter((s) => s.id !== stopId).map((s) => ({ id: s.id, day: s.dayOfTrip }));
    const trip = await commitOrder(
      ctx,
      tx,
      locked.trip,
      stops.map((s) => s.id),
      rest,
    );
    return { ...locked, trip };
  });
  await publishTripChange(ctx, {
    type: 'stop_removed',
    tripId,
    version: access.trip.version,
    actorUserId: viewer.userId ?? undefined,
    payload: { place_to_visit_id: stopId },
  });
  return { detail: plannerMessages.placeRemoved, trip: await present(ctx.db, access) };
}

/**
 * `PATCH planner/trips/{id}/{type}/{id}/`: a stop's transport to the next point and/or its
 * place in the trip. `{type}` is the stop's point_type; `start` with the trip's id changes the
 * leg from the start point. A transport change alone answers the new leg at the top level; a
 * move answers the renumbered trip as `object_data` (see ChangeStopResponseSchema).
 */
export async function changeStop(
  ctx: AppContext,
  viewer: Viewer,
  tripId: number,
  pointType: PointType,
  stopId: number,
  body: ChangeStopBody,
): Promise<ChangeStopResponse> {
  const moving = body.number_in_trip !== undefined || body.day_of_trip !== undefined;
  const result = await ctx.db.transaction(async (tx) => {
    const access = await lockForEdit(tx, tripId, viewer);
    const stops = await repo.listStops(tx, tripId);

    if (pointType === 'start') {
      if (stopId !== tripId || !startPointOf(access.trip)) {
        throw notFound(plannerMessages.startPointMissing);
      }
      if (moving) throw fieldError({ number_in_trip: ['The start point cannot be moved.'] });
      const trip = await redrawStartLeg(
        ctx,
        tx,
        access.trip,
        stops[0],
        body.next_point_transport_type,
      );
      return {
        access: { ...access, trip },
        leg: {
          transport: trip.startTransportType,
          minutes: trip.startTimeMin,
          geoRoute: trip.startGeoRoute,
        },
      };
    }

    const stop = stops.find((s) => s.id === stopId);
    if (!stop || stop.placeType !== pointType) throw notFound(plannerMessages.stopNotFound);
    if (
      (body.place_type !== undefined && body.place_type !== stop.placeType) ||
      (body.place_id !== undefined && body.place_id !== stop.placeId)
    ) {
      throw fieldError({ place_id: [plannerMessages.stopMismatch] });
    }
    let trip = access.trip;
    if (moving) {
      const order = moveStop(
        stops.map((s) => ({ id: s.id, day: s.dayOfTrip })),
        stopId,
        { number: body.number_in_trip, day: body.day_of_trip },
        trip.durationDays,
      );
      trip = await commitOrder(
        ctx,
        tx,
        trip,
        stops.map((s) => s.id),
        order,
      );
    }
    if (body.next_point_transport_type !== undefined) {
      const now = await repo.listStops(tx, tripId);
      const index = now.findIndex((s) => s.id === stopId);
      const nextStop = now[index + 1];
      const next = nextStop ? pointOfStop(nextStop) : endPointOf(trip);
      const leg = next
        ? await legBetween(ctx, pointOfStop(now[index]!), next, body.next_point_transport_type)
        : { transport: body.next_point_transport_type, minutes: null, geoRoute: null };
      await repo.updateStopLeg(tx, stopId, leg);
      trip = await repo.updateTrip(tx, tripId, {});
    }
    const [changed] = (await repo.listStops(tx, tripId)).filter((s) => s.id === stopId);
    return {
      access: { ...access, trip },
      leg: {
        transport: changed!.nextPointTransportType,
        minutes: changed!.nextPointTimeMin,
        geoRoute: changed!.geoRoute,
      },
    };
  });
  await publishTripChange(ctx, {
    type: moving ? 'stop_moved' : 'transport_changed',
    tripId,
    version: result.access.trip.version,
    actorUserId: viewer.userId ?? undefined,
    payload: { place_to_visit_id: stopId, point_type: pointType },
  });
  return {
    object_data: moving ? await present(ctx.db, result.access) : null,
    geo_route: result.leg.geoRoute,
    next_point_time_min: result.leg.minutes,
    next_point_transport_type: result.leg.transport,
    version: result.access.trip.version,
  };
}

// ---- Lists -------------------------------------------------------------------------------------

/** `GET planner/trips/add_object_list/`: the caller's editable trips, and where the object is. */
export async function addObjectList(
  ctx: AppContext,
  viewer: Viewer,
  query: {
    ordering: string;
    add_object_type: CatalogKind;
    add_object_id: number;
    page: number;
    page_size: number;
  },
): Promise<AddObjectList> {
  if (viewer.userId === null && viewer.accessCode === null) return { count: 0, results: [] };
  const { count, rows } = await repo.editableTrips(
    ctx.db,
    viewer,
    { placeType: query.add_object_type, placeId: query.add_object_id },
    query.ordering,
    { limit: query.page_size, offset: (query.page - 1) * query.page_size },
  );
  return {
    count,
    results: rows.map((r) => ({
      id: r.trip.id,
      title: r.trip.title,
      chat_slug: r.chatSlug,
      duration_days: r.trip.durationDays,
      places_count: r.placesCount,
      current_participation_role:
        r.trip.ownerUserId === viewer.userId || r.trip.ownerUserId === null ? 'owner' : 'editor',
      place_to_visit_id: r.placeToVisitId,
      updated_at: r.trip.updatedAt.toISOString(),
    })),
  };
}

/** The signed-in user's trips, any role, last changed first (the MCP server's trip list). */
export async function listMyTrips(ctx: AppContext, userId: number, limit: number) {
  const rows = await repo.tripsOfUser(ctx.db, userId, limit);
  return rows.map((r) => ({
    id: r.trip.id,
    title: r.trip.title,
    role: r.role,
    durationDays: r.trip.durationDays,
    startDate: r.trip.startDate,
    placesCount: r.placesCount,
    isPrivate: r.trip.isPrivate,
    chatSlug: r.chatSlug,
    updatedAt: r.trip.updatedAt,
  }));
}

import {
  MAX_PLACES_PER_TRIP,
  plannerMessages,
  type AddPlaceBody,
  type ChangeStopBody,
  type ChangeStopResponse,
  type PointType,
  type Trip,
  type TripBudget,
  type TripBudgetBody,
  type UpdateTripBody,
} from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { appendIndex, checkDay, moveStop, numbered } from './stop-order';
import { lockForEdit, type Viewer } from './trip-access';
import { publishTripChange } from './trip-events';
import { legBetween } from './trip-legs';
import { endPointOf, presentBudget, startPointOf } from './trip.presenter';
import * as repo from './trips.repository';
import type { NewStop, TripRow } from './trips.repository';
import { requestCityAreas } from '../live-places/live-area-queue';
import { present } from './trip-read.service';
import { redrawLegs, redrawStartLeg, commitOrder, pointOfStop } from './trip-redraw';

/**
 * Changing a trip (owner and editors, under the trip's row lock): its fields, its budget and its
 * stops. Each change is announced after commit (`publishTripChange`).
 */

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

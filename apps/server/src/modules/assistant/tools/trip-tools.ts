import type {
  AddablePlaceType,
  PointType,
  TransportType,
  Trip,
  TripBudget,
  TripPoint,
} from '@ai-map/contracts';
import * as trips from '../../planner/trips.service';
import { NoTripError, readTrip, requireTrip, type Toolbox, used } from './toolbox-core';
import { stopsOf } from './trip-summary';

/** The planner's budget for a trip: the one its planners set, else its own estimate. */
export async function tripBudget(box: Toolbox, tripId: number): Promise<TripBudget> {
  used(box, 'trip_budget');
  return trips.getBudget(box.ctx, box.viewer, tripId);
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

/**
 * Adds an attraction right after a stop of the trip, on its day: a place joined for being near
 * that stop goes next to it, not to the end of the day and back (trav-023: Pinnawala after Kandy).
 */
export async function addStopAfter(
  box: Toolbox,
  placeId: number,
  after: { number_in_trip: number; day_of_trip: number },
): Promise<Trip> {
  const added = await addStop(box, { id: placeId, type: 'attraction' }, after.day_of_trip);
  const stop = stopsOf(added).find((s) => s.point_type === 'attraction' && s.place_id === placeId);
  if (!stop || stop.number_in_trip === after.number_in_trip + 1) return added;
  await moveStop(
    box,
    { id: stop.place_to_visit_id, type: stop.point_type },
    { number: after.number_in_trip + 1 },
  );
  return (await readTrip(box)) ?? added;
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

/**
 * A transport for every leg of the trip or of one day, where it makes sense (the planner's one
 * rule: short legs on foot, a train between towns, a flight over its threshold).
 */
export async function askTransport(
  box: Toolbox,
  mode: TransportType,
  day?: number,
): Promise<trips.AskedTransportOutcome> {
  used(box, 'change_transport');
  const outcome = await trips.askTransport(
    box.ctx,
    box.viewer,
    await requireTrip(box),
    mode,
    day === undefined ? {} : { day },
  );
  box.effects.isChanges = true;
  return outcome;
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

/** The trip's start point (the travellers' hotel): the planner draws the leg from it to stop 1. */
export async function setStartPoint(box: Toolbox, point: TripPoint): Promise<Trip> {
  used(box, 'set_start_point');
  const trip = await trips.updateTrip(box.ctx, box.viewer, await requireTrip(box), {
    start_point: point,
  });
  box.effects.isChanges = true;
  return trip;
}

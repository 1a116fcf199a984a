import { haversineKm, type PointType, type TransportType, type Trip } from '@ai-map/contracts';
import * as trips from '../../planner/trips.service';
import { requireTrip, used, type Toolbox } from './toolbox-core';
import { stopsOf } from './trip-summary';
import { changeTransport } from './trip-tools';

/** A planned trip's legs changed after the plan, for the traveller's budget or "no car". */

/** How far a leg may be walked instead of taking the bus to save money, km. */
const THRIFTY_WALK_KM = 2.5;

/**
 * Cheaper transport for a trip over its budget: short bus hops walked, car legs by bus (public
 * transport, a third of a car's cost per km in the planner's cost model); `walk` false keeps the
 * bus hops for a wheelchair. Returns the legs changed.
 */
export async function cheaperTransport(box: Toolbox, trip: Trip, walk = true): Promise<number> {
  const stops = stopsOf(trip);
  const changes = new Map<TransportType, { id: number; type: PointType }[]>();
  for (const [i, stop] of stops.entries()) {
    const next = stops[i + 1];
    if (!next) break;
    const km = haversineKm(stop.geo_points, next.geo_points);
    const mode: TransportType | null =
      stop.next_point_transport_type === 'car'
        ? 'bus'
        : walk && stop.next_point_transport_type === 'bus' && km <= THRIFTY_WALK_KM
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

/**
 * "No car" (of the trip, or of one day: "make day 4 a no-car day"): every leg the planner would
 * drive goes by public transport; returns how many.
 */
export async function carFree(
  box: Toolbox,
  trip: Trip,
  day: number | null = null,
): Promise<number> {
  const stops = stopsOf(trip);
  const legs = stops
    .filter(
      (stop, i) =>
        i < stops.length - 1 &&
        (day === null || stop.day_of_trip === day) &&
        stop.next_point_transport_type === 'car',
    )
    .map((stop) => ({ id: stop.id, type: stop.point_type as PointType }));
  return legs.length ? changeTransport(box, legs, 'bus') : 0;
}

/** A walk longer than this is no stroll for a wheelchair or older parents, km. */
const STEP_FREE_WALK_KM = 0.5;

/**
 * "My dad is in a wheelchair", "mum walks slow": walks over half a kilometre go by bus (public
 * transport). trav-002 kept a 2.5 km "on foot" leg across the Tagus. Returns the legs changed.
 */
export async function shortWalksOnly(box: Toolbox, trip: Trip): Promise<number> {
  const stops = stopsOf(trip);
  const legs = stops
    .filter((stop, i) => {
      const next = stops[i + 1];
      return (
        !!next &&
        stop.next_point_transport_type === 'walk' &&
        haversineKm(stop.geo_points, next.geo_points) > STEP_FREE_WALK_KM
      );
    })
    .map((stop) => ({ id: stop.id, type: stop.point_type as PointType }));
  return legs.length ? changeTransport(box, legs, 'bus') : 0;
}

/** "No flights": the legs the planner would fly go over land or by ferry; returns how many. */
export async function flightFree(box: Toolbox, trip: Trip): Promise<number> {
  if (!stopsOf(trip).some((stop) => stop.next_point_transport_type === 'airlines')) return 0;
  used(box, 'change_transport');
  const changed = await trips.flightFree(box.ctx, box.viewer, await requireTrip(box));
  if (changed > 0) box.effects.isChanges = true;
  return changed;
}

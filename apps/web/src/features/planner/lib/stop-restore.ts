import {
  ADDABLE_PLACE_TYPES,
  type AddablePlaceType,
  type AddPlaceBody,
  type ChangeStopBody,
  type PlannerPlace,
  type PointType,
  type Trip,
} from '@ai-map/contracts';
import { stopsOfTrip } from './trip-stops';

/** The toast after a removal, which names the day the stop left. */
export const removedStopMessage = (stop: PlannerPlace) =>
  `Removed ${stop.name} from Day ${stop.day_of_trip}`;

const addable = (type: PlannerPlace['point_type']): type is AddablePlaceType =>
  (ADDABLE_PLACE_TYPES as readonly string[]).includes(type);

/**
 * The call that brings a removed stop back: the same catalogue place appended to its old day.
 * Null for a custom place (an imported pin with its own name, position, note and link): the
 * trip-edit calls add catalogue places only, so such a stop cannot be undone and is asked about
 * before it goes.
 */
export function restoreAddBody(stop: PlannerPlace): AddPlaceBody | null {
  if (stop.place_id === null || !addable(stop.point_type)) return null;
  return { place_id: stop.place_id, place_type: stop.point_type, day_of_trip: stop.day_of_trip };
}

/**
 * The move that finishes the undo once `added` (the place appended again to the end of its day)
 * is back in a trip of `stopCount` stops: its old number on its old day. Null when it already
 * stands there. The number is kept within the trip, which others may have shortened meanwhile.
 */
export function restoreMoveBody(
  removed: PlannerPlace,
  added: PlannerPlace,
  stopCount: number,
): ChangeStopBody | null {
  const number = Math.min(Math.max(1, removed.number_in_trip), stopCount);
  if (added.number_in_trip === number) return null;
  return {
    number_in_trip: number,
    day_of_trip: removed.day_of_trip,
    place_id: added.place_id,
    place_type: added.point_type,
  };
}

/** A leg's transport to set again: a stop's, or the start point's (`start`, the trip's id). */
export interface LegTransport {
  pointType: PointType;
  stopId: number;
  body: ChangeStopBody;
}

/**
 * The transports to set again once the stop is back. The server draws every leg whose next
 * stop changed anew, with the transport it picks for the distance: the removal, the append and
 * the move each did so, also to the neighbours' legs and to the returning stop's own. Each leg
 * that again leads where it led `before` the removal takes back the transport it had then.
 */
export function transportsToRestore(
  before: Trip,
  after: Trip,
  removedId: number,
  addedId: number,
): LegTransport[] {
  // The returning stop has a new id; before the removal it had the removed one.
  const idBefore = (stop: PlannerPlace | undefined) =>
    !stop ? null : stop.place_to_visit_id === addedId ? removedId : stop.place_to_visit_id;
  const old = stopsOfTrip(before);
  const now = stopsOfTrip(after);
  const legs = new Map(
    old.map((stop, i) => [
      stop.place_to_visit_id,
      { next: old[i + 1]?.place_to_visit_id ?? null, transport: stop.next_point_transport_type },
    ]),
  );
  const changes: LegTransport[] = now.flatMap((stop, i) => {
    const was = legs.get(idBefore(stop) ?? 0);
    if (!was || was.next !== idBefore(now[i + 1])) return [];
    if (was.transport === stop.next_point_transport_type) return [];
    return [
      {
        pointType: stop.point_type,
        stopId: stop.place_to_visit_id,
        body: {
          next_point_transport_type: was.transport,
          place_id: stop.place_id,
          place_type: stop.point_type,
        },
      },
    ];
  });
  const firstBefore = old[0]?.place_to_visit_id;
  if (
    after.start_point &&
    firstBefore !== undefined &&
    firstBefore === idBefore(now[0]) &&
    before.next_point_transport_type !== after.next_point_transport_type
  ) {
    changes.push({
      pointType: 'start',
      stopId: after.id,
      body: { next_point_transport_type: before.next_point_transport_type },
    });
  }
  return changes;
}

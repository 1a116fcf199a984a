import { haversineKm, type LatLng, type PlannerPlace, type Trip } from '@ai-map/contracts';
import type { IntentOf } from '../brain/intents';
import * as tools from '../tools/toolbox';
import { stopsOf } from '../tools/trip-summary';
import type { Step } from './step';

/**
 * "Start each day from our hotel by …": the place becomes the trip's start point (the planner
 * draws the way from it to the first stop), and each day is walked from it: the stop nearest to
 * it first, then each next one the nearest of the rest. Nothing found near the trip: nothing
 * changes and the reply says so.
 */
export async function startPointStep(
  box: tools.Toolbox,
  intent: IntentOf<'start_from'>,
  trip: Trip | null,
): Promise<Step> {
  const point = intent.point;
  if (!trip || !point) {
    return { reply: { kind: 'start_point', phrase: intent.phrase, name: null, firsts: [] } };
  }
  await tools.setStartPoint(box, point);
  const stops = stopsOf(trip);
  const firsts: { day: number; name: string }[] = [];
  for (const day of [...new Set(stops.map((stop) => stop.day_of_trip))].sort((a, b) => a - b)) {
    const ofDay = stops.filter((stop) => stop.day_of_trip === day);
    const order = walkFrom(point, ofDay);
    const first = ofDay[0]!.number_in_trip;
    // Each stop in turn to its place in the day (the numbers run over the whole trip).
    if (order.some((stop, k) => stop !== ofDay[k]))
      for (const [k, stop] of order.entries())
        await tools.moveStop(
          box,
          { id: stop.id, type: stop.point_type },
          { number: first + k, day },
        );
    firsts.push({ day, name: order[0]!.name });
  }
  box.effects.boundingBox = tools.boxAround([point, ...stops.map((stop) => stop.geo_points)]);
  return { reply: { kind: 'start_point', phrase: intent.phrase, name: point.name, firsts } };
}

/** The day's stops from a point: always the nearest of those left next. */
function walkFrom(start: LatLng, stops: readonly PlannerPlace[]): PlannerPlace[] {
  const left = [...stops];
  const order: PlannerPlace[] = [];
  let at = start;
  while (left.length) {
    let best = 0;
    for (let k = 1; k < left.length; k++)
      if (haversineKm(at, left[k]!.geo_points) < haversineKm(at, left[best]!.geo_points)) best = k;
    const [next] = left.splice(best, 1);
    order.push(next!);
    at = next!.geo_points;
  }
  return order;
}

import type { RouteEnds } from '../brain/route-ends';
import { orderStops } from '../../planner/itinerary/order-stops';
import type { NamedArea, PlanArea } from './plan-areas';

const isEnd = (area: NamedArea, end: RouteEnds['start']) =>
  !!end && area.type === end.kind && area.id === end.id;

/**
 * The areas in visiting order with the trip's said start first and its said end last, the
 * others in the order that makes the way from one to the other shortest (a country's best city
 * no longer comes first when the traveller said where they land: trav-029).
 */
export function withEnds(ordered: NamedArea[], ends: RouteEnds | null | undefined): NamedArea[] {
  if (!ends) return ordered;
  const start = ordered.find((area) => isEnd(area, ends.start));
  const end = ordered.find((area) => isEnd(area, ends.end));
  if (!start && !end) return ordered;
  const middle = ordered.filter((area) => !isEnd(area, ends.start) && !isEnd(area, ends.end));
  const between = shortestBetween(start ?? null, middle, end ?? null);
  return [...(start ? [start] : []), ...between, ...(end ? [end] : [])];
}

/** The start and end said and kept on the route, by name, for the reply; false when none. */
export function endsKept(
  areas: readonly PlanArea[],
  ends: RouteEnds | null | undefined,
  route: readonly string[],
): { start?: string; end?: string } | false {
  const nameOf = (end: RouteEnds['start']) =>
    end ? areas.find((a) => a.kind === end.kind && a.id === end.id)?.name : undefined;
  const start = nameOf(ends?.start);
  const end = nameOf(ends?.end);
  const kept = {
    ...(start && route[0] === start ? { start } : {}),
    ...(end && route.at(-1) === end ? { end } : {}),
  };
  return kept.start || kept.end ? kept : false;
}

/**
 * The middle areas in the order of the shortest way from `start` through all to `end`: the
 * planner's own open-path search (order-stops.ts), anchored at the ends said.
 */
function shortestBetween(
  start: NamedArea | null,
  middle: NamedArea[],
  end: NamedArea | null,
): NamedArea[] {
  const points = middle.flatMap((area) => (area.at ? [area.at] : []));
  if (points.length !== middle.length) return middle;
  const order = orderStops(points, {
    ...(start?.at ? { start: start.at } : {}),
    ...(end?.at ? { end: end.at } : {}),
  });
  return order.map((index) => middle[index]!);
}

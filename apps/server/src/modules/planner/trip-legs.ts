import { haversineKm, type TransportType, type TripBudget } from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import { estimateBudget } from './itinerary/estimate-budget';
import { planItineraryWithRoutes, type ItineraryPlace } from './itinerary/plan-itinerary';
import { chooseTransport } from './itinerary/choose-transport';
import { routeLeg } from './itinerary/geo-route';
import { defaultLandMask } from './itinerary/land-mask';
import { railGap } from './itinerary/passenger-rail';
import { reachedAtShore } from './itinerary/shore';
import type { Leg } from './itinerary/types';
import type { CatalogPlace, cityDetails, StopRow, StoredLeg, TripRow } from './trips.repository';

/**
 * The glue between the planner API and the itinerary engine (./itinerary, pure): catalogue
 * places in, stops with days and legs out. The engine decides days, order, transport and times;
 * this file only maps rows to its input and its output to rows.
 */

export interface LegPoint {
  lat: number;
  lng: number;
  /** The point's country, when known: no leg goes by train where no passenger train runs. */
  countryIso2?: string | null;
  /** The place's type, when a catalogue place: a lake or bay is reached at its shore (itinerary/shore.ts). */
  type?: string | null;
}

/** Time spent at a stop, by kind: what the engine balances the days with. */
export const VISIT_MINUTES: Record<CatalogPlace['kind'], number> = {
  attraction: 90,
  shop: 45,
  food_and_drinks: 60,
  city: 180,
};

/**
 * A leg as stored on the stop it leaves from: the engine picks the transport unless the
 * planner chose one, then draws it (through the router when ROUTING_URL is set).
 */
export async function legBetween(
  ctx: AppContext,
  from: LegPoint,
  to: LegPoint,
  transport?: TransportType,
): Promise<StoredLeg> {
  const rail =
    railGap({ ...from, iso2: from.countryIso2 }, { ...to, iso2: to.countryIso2 }) === null;
  const shore = reachedAtShore(from.type) || reachedAtShore(to.type);
  const mode =
    transport ?? chooseTransport(from, to, { land: defaultLandMask(), rail, shore }).transport;
  return storedLeg(await routeLeg(from, to, mode, { routingUrl: ctx.config.routingUrl }));
}

const storedLeg = (leg: Leg): StoredLeg => ({
  transport: leg.transport,
  minutes: Math.round(leg.minutes),
  geoRoute: leg.geoRoute,
});

export interface PlannedStop {
  place: CatalogPlace;
  day: number;
  leg: StoredLeg | null;
}

/**
 * Days and order of a new trip's places. With `divideByDays` the engine splits and orders
 * them; without it they stay in the given order on day 1. Legs the engine leaves open (between
 * days, to the end point) and the leg from the start point are drawn one by one.
 */
export async function planStops(
  ctx: AppContext,
  input: {
    days: number;
    divideByDays: boolean;
    places: CatalogPlace[];
    start: LegPoint | null;
    end: LegPoint | null;
    /** The traveller's order of areas (see ItineraryInput.anchors). */
    anchors?: { lat: number; lng: number }[];
    /** Days for each anchor's area (see ItineraryInput.stays). */
    stays?: number[];
  },
): Promise<{ stops: PlannedStop[]; startLeg: StoredLeg | null }> {
  const byKey = new Map(input.places.map((p) => [`${p.kind}:${p.id}`, p]));
  let ordered: { place: CatalogPlace; day: number; leg: StoredLeg | null }[];
  let startLeg: StoredLeg | null = null;
  if (input.divideByDays) {
    const itinerary = await planItineraryWithRoutes(
      {
        days: input.days,
        places: input.places.map((p): ItineraryPlace => ({
          key: `${p.kind}:${p.id}`,
          lat: p.lat,
          lng: p.lng,
          visitMinutes: VISIT_MINUTES[p.kind],
          kind: p.kind,
          cityKey: p.cityId === null ? undefined : String(p.cityId),
          countryCode: p.countryIso2 ?? undefined,
          shore: reachedAtShore(p.type),
        })),
        start: input.start ?? undefined,
        end: input.end ?? undefined,
        ...(input.anchors?.length ? { anchors: input.anchors } : {}),
        ...(input.stays?.length ? { stays: input.stays } : {}),
      },
      { routingUrl: ctx.config.routingUrl },
    );
    if (itinerary.startLeg) startLeg = storedLeg(itinerary.startLeg);
    ordered = itinerary.days.flatMap((day) =>
      day.stops.map((stop) => ({
        place: byKey.get(stop.key)!,
        day: day.dayOfTrip,
        leg: stop.legToNext ? storedLeg(stop.legToNext) : null,
      })),
    );
  } else {
    ordered = input.places.map((place) => ({ place, day: 1, leg: null }));
  }
  for (let i = 0; i < ordered.length; i += 1) {
    const next = ordered[i + 1]?.place ?? input.end;
    if (!ordered[i]!.leg && next) ordered[i]!.leg = await legBetween(ctx, ordered[i]!.place, next);
  }
  const first = ordered[0]?.place ?? input.end;
  if (!startLeg && input.start && first) startLeg = await legBetween(ctx, input.start, first);
  return { stops: ordered, startLeg };
}

/** A drawn leg's length along its line, km. */
function routeKm(route: [number, number][]): number {
  let km = 0;
  for (let i = 1; i < route.length; i += 1) {
    const [lng1, lat1] = route[i - 1]!;
    const [lng2, lat2] = route[i]!;
    km += haversineKm({ lat: lat1, lng: lng1 }, { lat: lat2, lng: lng2 });
  }
  return km;
}

/** The engine's budget estimate for a trip without a budget of its own. */
export function estimateTripBudget(
  trip: TripRow,
  stops: readonly StopRow[],
  cities: Awaited<ReturnType<typeof cityDetails>>,
): TripBudget {
  const costs = new Map(cities.map((c) => [c.city.id, c.city.costForWeek]));
  const legs = [
    { transport: trip.startTransportType, route: trip.startGeoRoute },
    ...stops.map((s) => ({ transport: s.nextPointTransportType, route: s.geoRoute })),
  ];
  const priced = legs.filter((l) => l.route);
  const estimate = estimateBudget({
    days: trip.durationDays,
    cities: stops.flatMap((s) =>
      s.cityId === null ? [] : [{ costForWeek: costs.get(s.cityId) ?? null, day: s.dayOfTrip }],
    ),
    legs: priced.map((l) => ({ transport: l.transport, distanceKm: routeKm(l.route!) })),
  });
  const days = trip.durationDays;
  const walks = priced.filter((l) => l.transport === 'walk').length;
  return {
    ...estimate,
    currency: 'USD',
    is_estimate: true,
    // The words every place that shows the figure repeats (issue 29: one cost, with what it is).
    includes:
      `One traveller, ${days} ${days === 1 ? 'day' : 'days'}: stays, food and sights at mid-range prices from our cost data, ` +
      `and ${priced.length} ${priced.length === 1 ? 'leg' : 'legs'} of travel priced by transport and distance` +
      (walks ? ` (${walks} on foot, free).` : '.'),
  };
}

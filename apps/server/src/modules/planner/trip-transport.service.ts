import {
  haversineKm,
  type LatLng,
  type PlannerPlace,
  type TransportType,
  type Trip,
} from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import {
  ASKED_TRANSPORT_RULES,
  askedTransport,
  type AskedLegWhy,
} from './itinerary/asked-transport';
import { landmassNear } from './itinerary/choose-transport';
import { defaultLandMask } from './itinerary/land-mask';
import { railGap } from './itinerary/passenger-rail';
import type { Viewer } from './trip-access';
import { getTrip } from './trip-read.service';
import { changeStop } from './trip-stops.service';

/** What "go by train" did to a trip's legs: how many of them each rule decided. */
export type AskedTransportOutcome = { mode: TransportType } & Record<AskedLegWhy, number>;

/** A trip's stops in travel order, each with its country's code (passenger rail is by country). */
function stopsWithCountry(trip: Trip): (PlannerPlace & { iso2: string | null })[] {
  return trip.days_of_trip
    .flatMap((day) => day.countries_to_visit)
    .flatMap((country) =>
      country.places_to_visit
        .flatMap((city) => city.places_to_visit)
        .map((stop) => ({ ...stop, iso2: country.iso2 })),
    )
    .sort((a, b) => a.number_in_trip - b.number_in_trip);
}

/**
 * A transport asked for every leg of the trip, or of one day (`day`): each leg takes it where it
 * makes sense (itinerary/asked-transport.ts) and otherwise keeps its own or goes on foot. The
 * one rule the chat (both brains) and the MCP tool apply, so the reply can say what it changed.
 */
export async function askTransport(
  ctx: AppContext,
  viewer: Viewer,
  tripId: number,
  mode: TransportType,
  scope: { day?: number } = {},
): Promise<AskedTransportOutcome> {
  const trip = await getTrip(ctx, viewer, tripId);
  const stops = stopsWithCountry(trip);
  const outcome: AskedTransportOutcome = {
    mode,
    asked: 0,
    short_walk: 0,
    too_short: 0,
    too_far: 0,
    water: 0,
    no_rail: 0,
    no_station: 0,
  };
  const land = defaultLandMask();
  for (const [i, stop] of stops.entries()) {
    if (scope.day !== undefined && stop.day_of_trip !== scope.day) continue;
    // The last stop's leg leads nowhere unless the trip has an end point.
    const next: LatLng | null = stops[i + 1]?.geo_points ?? trip.end_point ?? null;
    if (!next) continue;
    const rail = railGap(
      { ...stop.geo_points, iso2: stop.iso2 },
      { ...next, iso2: stops[i + 1]?.iso2 },
    );
    // A leg that already goes that way is as asked ("no flights" sent it by train round a gulf
    // that a new train leg would be refused for).
    const leg: ReturnType<typeof askedTransport> =
      stop.next_point_transport_type === mode && mode !== 'walk'
        ? { transport: mode, why: 'asked' }
        : askedTransport(mode, stop.geo_points, next, { land, rail });
    outcome[leg.why] += 1;
    if (leg.transport && leg.transport !== stop.next_point_transport_type) {
      await changeStop(ctx, viewer, tripId, stop.point_type, stop.place_to_visit_id, {
        next_point_transport_type: leg.transport,
      });
    }
  }
  return outcome;
}

/**
 * "No flights" (trav-007 was sent by plane from Huế to Haiphong): each leg the planner flies goes
 * over land when both ends are on one landmass, however far round a gulf the road goes (a train
 * where passenger trains run, a station is near each end and the leg is long enough, else a bus), and by ferry between
 * landmasses. Returns the legs changed.
 */
export async function flightFree(ctx: AppContext, viewer: Viewer, tripId: number): Promise<number> {
  const stops = stopsWithCountry(await getTrip(ctx, viewer, tripId));
  const land = defaultLandMask();
  let changed = 0;
  for (const [i, stop] of stops.entries()) {
    const next = stops[i + 1];
    if (!next || stop.next_point_transport_type !== 'airlines') continue;
    const a = land ? landmassNear(land, stop.geo_points) : -1;
    const overLand = !land || (a >= 0 && a === landmassNear(land, next.geo_points));
    const rail =
      railGap({ ...stop.geo_points, iso2: stop.iso2 }, { ...next.geo_points, iso2: next.iso2 }) ===
        null && haversineKm(stop.geo_points, next.geo_points) >= ASKED_TRANSPORT_RULES.railMinKm;
    await changeStop(ctx, viewer, tripId, stop.point_type, stop.place_to_visit_id, {
      next_point_transport_type: overLand ? (rail ? 'railroads' : 'bus') : 'ferries',
    });
    changed += 1;
  }
  return changed;
}

/** The outcome as the tools answer it: the language model's and the MCP server's. */
export function askedTransportView(outcome: AskedTransportOutcome) {
  const rules = ASKED_TRANSPORT_RULES;
  return {
    changed_legs: outcome.asked,
    on_foot_legs: outcome.short_walk,
    kept_legs: {
      too_short: outcome.too_short,
      too_far: outcome.too_far,
      over_sea: outcome.water,
      no_passenger_trains: outcome.no_rail,
      no_station_near: outcome.no_station,
    },
    rule: `Legs of ${rules.walkKm} km or less go on foot whatever is asked; a train from ${rules.railMinKm} km over land where passenger trains run, a flight from ${rules.airMinKm} km, a walk up to ${rules.longestWalkKm} km; other legs keep their transport.`,
  };
}

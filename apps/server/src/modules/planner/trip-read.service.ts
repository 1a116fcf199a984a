import {
  TRANSPORT_TYPES,
  isDashedTransport,
  type AddObjectList,
  type MapPoint,
  type TransportType,
  type Trip,
  type TripBudget,
} from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { readTrip, readTripContents, type TripAccess, type Viewer } from './trip-access';
import { estimateTripBudget } from './trip-legs';
import { presentBudget, presentCityDetail, presentMapPoints, presentTrip } from './trip.presenter';
import * as repo from './trips.repository';
import type { CatalogKind, StopRow, TripRow } from './trips.repository';

/** Reading trips: the trip as its viewer may see it, its map points and budget, and the lists. */

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

// ---- Budget ------------------------------------------------------------------------------------

/** The budget the planners set, else an estimate from the cities' costs, the days and the legs. */
export async function getBudget(
  ctx: AppContext,
  viewer: Viewer,
  tripId: number,
): Promise<TripBudget> {
  const access = await readTripContents(ctx.db, tripId, viewer);
  return budgetOfTrip(ctx, access.trip);
}

/**
 * The budget of a trip the caller may read: the planners' own, else the planner's estimate
 * from its stops and cities. The one figure the Trip tab, the chat, the MCP tools and the
 * exports show (issue 29).
 */
export async function budgetOfTrip(ctx: AppContext, trip: TripRow): Promise<TripBudget> {
  const stored = presentBudget(trip);
  if (stored) return stored;
  const stops = await repo.listStops(ctx.db, trip.id);
  const cityIds = [...new Set(stops.flatMap((s) => (s.cityId === null ? [] : [s.cityId])))];
  const cities = await repo.cityDetails(ctx.db, cityIds);
  return estimateTripBudget(trip, stops, cities);
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

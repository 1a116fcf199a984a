import type {
  CityDetail,
  MapPoint,
  PlannerPlace,
  Trip,
  TripBudget,
  TripDay,
  TripIdea,
  TripPoint,
} from '@ai-map/contracts';
import { ordinal } from '../catalog/catalog.presenter';
import { can, shownRole } from './trip-policy';
import type { cityDetails, IdeaRow, StopRow, TripRole, TripRow } from './trips.repository';

type CityDetailRow = Awaited<ReturnType<typeof cityDetails>>[number];

export function presentCityDetail(row: CityDetailRow): CityDetail {
  const c = row.city;
  const countryRank =
    c.popularityInCountry === 1 ? 'Largest' : `${ordinal(c.popularityInCountry)} largest`;
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    cost_for_week: c.costForWeek,
    tile_image: null,
    places: c.attractionsCount + c.foodCount + c.shopsCount + c.eventsCount,
    rating: c.rating,
    number_of_likes: row.likes,
    popularity_in_country: {
      value: c.popularityInCountry,
      text: `${countryRank} city in ${row.countryName}`,
    },
    popularity_in_world: {
      value: c.popularityInWorld,
      text: `#${c.popularityInWorld} in the world by population`,
    },
  };
}

/** The point halfway along a leg's line, where the map puts its transport marker. */
function midpoint(route: [number, number][] | null): { lat: number; lng: number } | null {
  if (!route || route.length === 0) return null;
  const [lng, lat] = route[Math.floor((route.length - 1) / 2)]!;
  return { lat, lng };
}

function point(name: string | null, lat: number | null, lng: number | null): TripPoint | null {
  return lat === null || lng === null ? null : { name: name ?? '', lat, lng };
}

export const startPointOf = (t: TripRow) => point(t.startName, t.startLat, t.startLng);
export const endPointOf = (t: TripRow) => point(t.endName, t.endLat, t.endLng);

export interface TripView {
  trip: TripRow;
  stops: StopRow[];
  ideas: IdeaRow[];
  role: TripRole | null;
  /** The caller holds the planner access code that owns this anonymous trip. */
  holdsCode: boolean;
  participants: number[];
  cities: Map<number, CityDetail>;
  countries: Map<number, { name: string; iso2: string }>;
  chatSlug: string | null;
}

export function presentStop(
  s: StopRow,
  position: number,
  cities: Map<number, CityDetail>,
): PlannerPlace {
  return {
    id: s.id,
    place_to_visit_id: s.id,
    place_id: s.placeId,
    name: s.name,
    position,
    point_type: s.placeType,
    number_in_trip: s.numberInTrip,
    day_of_trip: s.dayOfTrip,
    type: s.nextPointTransportType,
    geo_route: s.geoRoute,
    geo_midpoint: midpoint(s.geoRoute),
    geo_points: { lat: s.lat, lng: s.lng },
    city_detail:
      s.placeType === 'city' && s.cityId !== null ? (cities.get(s.cityId) ?? null) : null,
    next_point_transport_type: s.nextPointTransportType,
    next_point_time_min: s.nextPointTimeMin,
    note: s.note,
    link: s.link,
  };
}

export function presentIdea(i: IdeaRow): TripIdea {
  return {
    id: i.id,
    place_id: i.placeId,
    point_type: i.placeType,
    name: i.name,
    geo_points: { lat: i.lat, lng: i.lng },
    note: i.note,
    link: i.link,
  };
}

/**
 * Days 1..duration, each split into runs of consecutive stops in one country and, inside
 * those, in one city (spec 000 §3: days_of_trip → countries_to_visit → places_to_visit (cities)
 * → places_to_visit). Runs keep travel order: a day that leaves a city and comes back shows it
 * twice.
 */
export function presentDays(view: TripView): TripDay[] {
  const days: TripDay[] = [];
  for (let day = 1; day <= view.trip.durationDays; day += 1) {
    const stops = view.stops.filter((s) => s.dayOfTrip === day);
    const countries: TripDay['countries_to_visit'] = [];
    stops.forEach((s, i) => {
      let country = countries.at(-1);
      if (!country || country.id !== s.countryId) {
        const known = s.countryId === null ? undefined : view.countries.get(s.countryId);
        country = {
          id: s.countryId,
          name: known?.name ?? '',
          iso2: known?.iso2 ?? null,
          places_to_visit: [],
        };
        countries.push(country);
      }
      let city = country.places_to_visit.at(-1);
      if (!city || city.id !== s.cityId) {
        const detail = s.cityId === null ? null : (view.cities.get(s.cityId) ?? null);
        city = { id: s.cityId, name: detail?.name ?? '', city_detail: detail, places_to_visit: [] };
        country.places_to_visit.push(city);
      }
      city.places_to_visit.push(presentStop(s, i + 1, view.cities));
    });
    days.push({
      day_of_trip: day,
      places_count: stops.length,
      travel_time_min: stops.reduce((sum, s) => sum + (s.nextPointTimeMin ?? 0), 0),
      countries_to_visit: countries,
    });
  }
  return days;
}

/** What a budget the planners set covers: their four items, nothing computed. */
export const SET_BUDGET_INCLUDES =
  "Set by the trip's planners: accommodation, food, transport and attractions.";

export function presentBudget(t: TripRow): TripBudget | null {
  return t.budget
    ? { ...t.budget, currency: 'USD', is_estimate: false, includes: SET_BUDGET_INCLUDES }
    : null;
}

/**
 * The trip as its viewer may see it. A private trip seen without a role is blurred: title,
 * length and counts only, no stops, participants, budget or code.
 */
export function presentTrip(view: TripView): Trip {
  const t = view.trip;
  const role = view.holdsCode ? 'owner' : view.role;
  const blurred = !can(role, 'view_contents', t);
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    image: t.image,
    is_private: t.isPrivate,
    is_blurred: blurred,
    current_participation_role: shownRole(role),
    duration_days: t.durationDays,
    start_date: t.startDate,
    places_count: view.stops.length,
    days_of_trip: blurred ? [] : presentDays(view),
    ideas: blurred ? [] : view.ideas.map(presentIdea),
    start_point: blurred ? null : startPointOf(t),
    end_point: blurred ? null : endPointOf(t),
    next_point_transport_type: t.startTransportType,
    next_point_time_min: blurred ? null : t.startTimeMin,
    start_geo_route: blurred ? null : t.startGeoRoute,
    budget: blurred ? null : presentBudget(t),
    participants: blurred ? [] : view.participants.map((id) => ({ id })),
    is_changes: t.version > 1,
    plannerAccessCode: view.holdsCode ? t.plannerAccessCode : null,
    chat_slug: view.chatSlug,
    version: t.version,
  };
}

/** The planner map's points: start, every stop, end (spec 000 §3 Map point), then the ideas. */
export function presentMapPoints(t: TripRow, stops: StopRow[], ideas: IdeaRow[]): MapPoint[] {
  const points: MapPoint[] = [];
  const start = startPointOf(t);
  if (start) {
    points.push({
      id: t.id,
      place_to_visit_id: null,
      geo_points: { lat: start.lat, lng: start.lng },
      point_type: 'start',
      place_type: null,
      name: start.name,
      next_point_transport_type: t.startTransportType,
      next_point_time_min: t.startTimeMin,
      number_in_trip: null,
      day_of_trip: null,
      geo_route: t.startGeoRoute,
    });
  }
  for (const s of stops) {
    points.push({
      id: s.id,
      place_to_visit_id: s.id,
      geo_points: { lat: s.lat, lng: s.lng },
      point_type: 'place',
      place_type: s.placeType,
      name: s.name,
      next_point_transport_type: s.nextPointTransportType,
      next_point_time_min: s.nextPointTimeMin,
      number_in_trip: s.numberInTrip,
      day_of_trip: s.dayOfTrip,
      geo_route: s.geoRoute,
    });
  }
  const end = endPointOf(t);
  if (end) {
    points.push({
      id: t.id,
      place_to_visit_id: null,
      geo_points: { lat: end.lat, lng: end.lng },
      point_type: 'end',
      place_type: null,
      name: end.name,
      next_point_transport_type: null,
      next_point_time_min: null,
      number_in_trip: null,
      day_of_trip: null,
      geo_route: null,
    });
  }
  for (const i of ideas) {
    points.push({
      id: i.id,
      place_to_visit_id: null,
      geo_points: { lat: i.lat, lng: i.lng },
      point_type: 'idea',
      place_type: i.placeType,
      name: i.name,
      next_point_transport_type: null,
      next_point_time_min: null,
      number_in_trip: null,
      day_of_trip: null,
      geo_route: null,
    });
  }
  return points;
}

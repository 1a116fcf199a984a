import { z } from 'zod';
import { PopularitySchema } from './catalog';
import { pageQuery, PAGE_SIZES } from './pagination';
import { TransportTypeSchema } from './transport';
import { CalendarDateSchema } from './trip-share';
import { apiPathTable } from './routes';

// The trip planner's calls (spec 000 §7 "Chat and trips") and the Trip, Planner place, Map point
// and City detail entities (spec 000 §3), field names as the spec spells them.

/** Spec 000 §9: the shared maximum of places per trip (its value is ours). */
export const MAX_PLACES_PER_TRIP = 100;
/** Longest trip one can plan, in days. */
export const MAX_TRIP_DAYS = 60;

/** Paths relative to API_BASE. `{type}` of a stop change is the stop's point_type. */
export const plannerPaths = apiPathTable({
  trips: 'planner/trips/',
  trip: (tripId: number) => `planner/trips/${tripId}/`,
  budget: (tripId: number) => `planner/trips/${tripId}/budget/`,
  places: (tripId: number) => `planner/trips/${tripId}/places/`,
  deletePlace: (tripId: number, placeToVisitId: number) =>
    `planner/trips/${tripId}/places/${placeToVisitId}/delete/`,
  mapPoints: (tripId: number) => `planner/trips/${tripId}/map_points/`,
  departureTransportTypes: 'planner/trips/departure_transport_types',
  changeStop: (tripId: number, pointType: string, placeToVisitId: number) =>
    `planner/trips/${tripId}/${pointType}/${placeToVisitId}/`,
  addObjectList: 'planner/trips/add_object_list/',
  locationTileInfo: (countryId: number) => `planner/location_tile_info/${countryId}`,
});

/** Spec 000 §8 and our own messages of the planner calls. */
export const plannerMessages = {
  placeLimitReached: 'Cannot add more places. Limit reached',
  removeNotAllowed: 'You are not allowed to remove this place.',
  placeAdded: 'Place is added to a new trip successfully.',
  placeRemoved: 'Place is removed from the trip.',
  editNotAllowed: 'You are not allowed to edit this trip.',
  tripNotFound: 'Trip not found.',
  placeNotFound: 'Place not found.',
  stopNotFound: 'This place is not in the trip.',
  placeAlreadyInTrip: 'This place is already in the trip.',
  dayOutsideTrip: (days: number) =>
    `day_of_trip must be between 1 and ${days}, the days of this trip.`,
  numberOutsideTrip: (stops: number) =>
    `number_in_trip must be between 1 and ${stops}, the stops of this trip.`,
  countriesOrPlaces: 'Send countries or initial_places_to_visit.',
  unknownCountries: 'Unknown country.',
  nothingToPlan: 'These countries have no places to plan a trip with yet.',
  stopMismatch: 'place_id and place_type do not match this stop.',
  startPointMissing: 'This trip has no start point.',
} as const;

/** What a stop can be (spec 000 §3 Planner place point_type, start and end aside). */
export const STOP_PLACE_TYPES = [
  'attraction',
  'shop',
  'food_and_drinks',
  'city',
  'custom_place',
] as const;
export const StopPlaceTypeSchema = z.enum(STOP_PLACE_TYPES);
export type StopPlaceType = z.infer<typeof StopPlaceTypeSchema>;

/** Catalogue objects that can be added to a trip by id. */
export const ADDABLE_PLACE_TYPES = ['attraction', 'shop', 'food_and_drinks', 'city'] as const;
export const AddablePlaceTypeSchema = z.enum(ADDABLE_PLACE_TYPES);
export type AddablePlaceType = z.infer<typeof AddablePlaceTypeSchema>;

export const POINT_TYPES = ['start', 'end', ...STOP_PLACE_TYPES] as const;
export const PointTypeSchema = z.enum(POINT_TYPES);
export type PointType = z.infer<typeof PointTypeSchema>;

/** The viewer's role as the trip tells it: viewers and strangers both read "other". */
export const PARTICIPATION_ROLES = ['owner', 'editor', 'other'] as const;
export const ParticipationRoleSchema = z.enum(PARTICIPATION_ROLES);
export type ParticipationRole = z.infer<typeof ParticipationRoleSchema>;

const Id = z.coerce.number().int().positive().max(2_147_483_647);
const LatLng = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });
/** A leg's line: [lng, lat] pairs (GeoJSON order). */
export const GeoRouteSchema = z.array(z.tuple([z.number(), z.number()]));

/** A trip's start or end point. */
export const TripPointSchema = LatLng.extend({ name: z.string().trim().max(255).default('') });
export type TripPoint = z.infer<typeof TripPointSchema>;

/** Spec 000 §3 City detail, on city stops and on each city of a day. */
export const CityDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  cost_for_week: z.number().int().nullable(),
  tile_image: z.string().nullable(),
  /** How many places of the catalogue the city has. */
  places: z.number().int(),
  rating: z.number(),
  number_of_likes: z.number().int(),
  popularity_in_country: PopularitySchema,
  popularity_in_world: PopularitySchema,
});
export type CityDetail = z.infer<typeof CityDetailSchema>;

/**
 * Spec 000 §3 Planner place (a stop). `id` and `place_to_visit_id` are both the stop's id;
 * `position` is its place within its day (1-based), `number_in_trip` over the whole trip;
 * `type` repeats next_point_transport_type; `geo_route`, `geo_midpoint` (where the transport
 * marker sits) and `next_point_time_min` describe the leg to the next stop, null for the last.
 */
export const PlannerPlaceSchema = z.object({
  id: z.number().int(),
  place_to_visit_id: z.number().int(),
  place_id: z.number().int().nullable(),
  name: z.string(),
  position: z.number().int(),
  point_type: StopPlaceTypeSchema,
  number_in_trip: z.number().int(),
  day_of_trip: z.number().int(),
  type: TransportTypeSchema,
  geo_route: GeoRouteSchema.nullable(),
  geo_midpoint: LatLng.nullable(),
  geo_points: LatLng,
  city_detail: CityDetailSchema.nullable(),
  next_point_transport_type: TransportTypeSchema,
  next_point_time_min: z.number().int().nullable(),
  /** Ours: a custom place's note and link (an imported saved place keeps its own). */
  note: z.string().nullable(),
  link: z.string().nullable(),
});
export type PlannerPlace = z.infer<typeof PlannerPlaceSchema>;

/**
 * Ours: a place kept beside the days, not yet planned (an import "as ideas"): a catalogue place
 * (`place_id`) or a custom one with its own name, position, note and link.
 */
export const TripIdeaSchema = z.object({
  id: z.number().int(),
  place_id: z.number().int().nullable(),
  point_type: StopPlaceTypeSchema,
  name: z.string(),
  geo_points: LatLng,
  note: z.string().nullable(),
  link: z.string().nullable(),
});
export type TripIdea = z.infer<typeof TripIdeaSchema>;

/** A city of a day: a run of consecutive stops in one city (or none: id null). */
export const TripCityVisitSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  city_detail: CityDetailSchema.nullable(),
  places_to_visit: z.array(PlannerPlaceSchema),
});
export const TripCountryVisitSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  iso2: z.string().nullable(),
  places_to_visit: z.array(TripCityVisitSchema),
});
export const TripDaySchema = z.object({
  day_of_trip: z.number().int(),
  places_count: z.number().int(),
  /** Minutes of travel between the day's stops (and on to the next day's first). */
  travel_time_min: z.number().int(),
  countries_to_visit: z.array(TripCountryVisitSchema),
});
export type TripDay = z.infer<typeof TripDaySchema>;

export const TRIP_BUDGET_ITEMS = ['accommodation', 'food', 'transport', 'attractions'] as const;

/**
 * A trip's budget in US dollars; `is_estimate` when nobody set one and it is computed. Ours:
 * `includes` says what the figure covers (for whom, how many days, what is priced), the same
 * words wherever the figure is shown (the Trip tab, the chat, the MCP tools).
 */
export const TripBudgetSchema = z.object({
  currency: z.literal('USD'),
  accommodation: z.number(),
  food: z.number(),
  transport: z.number(),
  attractions: z.number(),
  total: z.number(),
  is_estimate: z.boolean(),
  includes: z.string(),
});
export type TripBudget = z.infer<typeof TripBudgetSchema>;

/** `PUT planner/trips/{id}/budget/`: the four items; the total is their sum. */
export const TripBudgetBodySchema = z.strictObject({
  accommodation: z.number().min(0).max(10_000_000),
  food: z.number().min(0).max(10_000_000),
  transport: z.number().min(0).max(10_000_000),
  attractions: z.number().min(0).max(10_000_000),
});
export type TripBudgetBody = z.infer<typeof TripBudgetBodySchema>;

/**
 * Spec 000 §3 Trip. `next_point_transport_type` / `next_point_time_min` are the leg from the
 * start point to the first stop. `plannerAccessCode` is the anonymous owner's code, shown only
 * to that owner. `is_blurred` (ours): a private trip seen by someone without a role — the days,
 * participants and budget are then left out and the client blurs the view. `is_changes`: the
 * trip was changed since it was planned. `version` counts committed changes (the trip socket
 * announces it).
 */
export const TripSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  is_private: z.boolean(),
  is_blurred: z.boolean(),
  current_participation_role: ParticipationRoleSchema,
  duration_days: z.number().int(),
  /**
   * Ours: the trip's first day (YYYY-MM-DD), or null while the trip has no dates. Day headings,
   * the calendar export and the budget's period count from it.
   */
  start_date: z.string().nullable(),
  places_count: z.number().int(),
  days_of_trip: z.array(TripDaySchema),
  /** Ours: the unplanned ideas (empty for a blurred trip). */
  ideas: z.array(TripIdeaSchema),
  start_point: TripPointSchema.nullable(),
  end_point: TripPointSchema.nullable(),
  next_point_transport_type: TransportTypeSchema,
  next_point_time_min: z.number().int().nullable(),
  start_geo_route: GeoRouteSchema.nullable(),
  budget: TripBudgetSchema.nullable(),
  participants: z.array(z.object({ id: z.number().int() })),
  is_changes: z.boolean(),
  plannerAccessCode: z.string().nullable(),
  chat_slug: z.string().nullable(),
  version: z.number().int(),
});
export type Trip = z.infer<typeof TripSchema>;

/** The query every trip call accepts: the anonymous planner's code (or its cookie). */
export const PlannerAccessQuerySchema = z.object({
  planner_access_code: z.string().trim().max(128).optional(),
});

export const TripParamsSchema = z.object({ id: Id });

const CatalogPlaceRef = z.strictObject({ place_id: Id, place_type: AddablePlaceTypeSchema });

/**
 * `POST planner/trips/`: plan a trip over `duration_days` from `countries` (ids; the best places
 * of each are picked) or from `initial_places_to_visit`. `divide_by_days` false keeps the places
 * in the given order on the first day instead of splitting and ordering them. `chat` (a chat
 * slug of the caller without a trip) links the new trip to that chat; otherwise a chat is made.
 */
export const CreateTripBodySchema = z
  .strictObject({
    duration_days: z.number().int().min(1).max(MAX_TRIP_DAYS),
    divide_by_days: z.boolean().default(true),
    countries: z.array(Id).min(1).max(20).optional(),
    initial_places_to_visit: z.array(CatalogPlaceRef).min(1).optional(),
    title: z.string().trim().max(255).optional(),
    start_point: TripPointSchema.nullable().optional(),
    end_point: TripPointSchema.nullable().optional(),
    chat: z.string().trim().min(1).max(64).optional(),
  })
  .refine((b) => b.countries !== undefined || b.initial_places_to_visit !== undefined, {
    message: plannerMessages.countriesOrPlaces,
    path: ['non_field_errors'],
  });
export type CreateTripBody = z.infer<typeof CreateTripBodySchema>;

/** `PATCH planner/trips/{id}/`: owner and editors. Shortening a trip moves later stops onto its last day. */
export const UpdateTripBodySchema = z.strictObject({
  title: z.string().trim().max(255).optional(),
  description: z.string().trim().max(5000).optional(),
  is_private: z.boolean().optional(),
  duration_days: z.number().int().min(1).max(MAX_TRIP_DAYS).optional(),
  /** The first day of the trip; null takes the dates off. */
  start_date: CalendarDateSchema.nullable().optional(),
  start_point: TripPointSchema.nullable().optional(),
  end_point: TripPointSchema.nullable().optional(),
});
export type UpdateTripBody = z.infer<typeof UpdateTripBodySchema>;

/** `POST planner/trips/{id}/places/`: appended to the end of that day. */
export const AddPlaceBodySchema = z.strictObject({
  place_id: Id,
  place_type: AddablePlaceTypeSchema,
  day_of_trip: z.number().int(),
});
export type AddPlaceBody = z.infer<typeof AddPlaceBodySchema>;

export const AddPlaceResponseSchema = z.object({
  detail: z.string(),
  place_to_visit_id: z.number().int(),
  trip: TripSchema,
});

export const PlaceParamsSchema = z.object({ id: Id, place: Id });

export const RemovePlaceResponseSchema = z.object({ detail: z.string(), trip: TripSchema });

/** Spec 000 §3 Map point, plus the day and the leg so the planner map can draw its lines. */
export const MapPointSchema = z.object({
  id: z.number().int(),
  place_to_visit_id: z.number().int().nullable(),
  geo_points: LatLng,
  /** `idea`: an unplanned idea of the trip (ours), with no number, day or leg. */
  point_type: z.enum(['start', 'end', 'place', 'idea']),
  place_type: StopPlaceTypeSchema.nullable(),
  name: z.string(),
  next_point_transport_type: TransportTypeSchema.nullable(),
  next_point_time_min: z.number().int().nullable(),
  number_in_trip: z.number().int().nullable(),
  day_of_trip: z.number().int().nullable(),
  geo_route: GeoRouteSchema.nullable(),
});
export type MapPoint = z.infer<typeof MapPointSchema>;
export const MapPointsSchema = z.array(MapPointSchema);

export const DepartureTransportTypeSchema = z.object({
  type: TransportTypeSchema,
  name: z.string(),
  /** Drawn dashed on the planner map (spec 000 §2). */
  is_dashed: z.boolean(),
});
export const DepartureTransportTypesSchema = z.array(DepartureTransportTypeSchema);

/** `PATCH planner/trips/{id}/{type}/{id}/`: `{type}` is the point type, the id the stop's (a trip's for `start`). */
export const ChangeStopParamsSchema = z.object({ id: Id, type: PointTypeSchema, stop: Id });

/**
 * The change of one stop: its transport to the next point, or its place (`number_in_trip`
 * 1..n over the trip and/or `day_of_trip`). `place_id` / `place_type`, when sent, must match
 * the stop.
 */
export const ChangeStopBodySchema = z
  .strictObject({
    next_point_transport_type: TransportTypeSchema.optional(),
    number_in_trip: z.number().int().optional(),
    day_of_trip: z.number().int().optional(),
    place_id: z.number().int().nullable().optional(),
    place_type: PointTypeSchema.optional(),
  })
  .refine(
    (b) =>
      b.next_point_transport_type !== undefined ||
      b.number_in_trip !== undefined ||
      b.day_of_trip !== undefined,
    {
      message: 'Send next_point_transport_type, number_in_trip or day_of_trip.',
      path: ['non_field_errors'],
    },
  );
export type ChangeStopBody = z.infer<typeof ChangeStopBodySchema>;

/**
 * The answer of a stop change: a transport change answers the new leg at the top level
 * (`geo_route`, `next_point_time_min`); a move answers the whole renumbered trip as
 * `object_data`, since numbers change across days.
 */
export const ChangeStopResponseSchema = z.object({
  object_data: TripSchema.nullable(),
  geo_route: GeoRouteSchema.nullable(),
  next_point_time_min: z.number().int().nullable(),
  next_point_transport_type: TransportTypeSchema.nullable(),
  version: z.number().int(),
});
export type ChangeStopResponse = z.infer<typeof ChangeStopResponseSchema>;

export const ADD_OBJECT_ORDERINGS = ['updated_at', 'created_at', 'title'] as const;

/**
 * `GET planner/trips/add_object_list/`: the caller's trips (owned or editable) to add one
 * catalogue object to (the add-to-trip modal, spec 000 §2 and 001 §4).
 */
export const AddObjectListQuerySchema = pageQuery(PAGE_SIZES.default).extend({
  ordering: z
    .enum([...ADD_OBJECT_ORDERINGS, ...ADD_OBJECT_ORDERINGS.map((o) => `-${o}` as const)], {
      error: 'Unknown ordering. Use updated_at, created_at or title, - in front for descending.',
    })
    .default('-updated_at'),
  add_object_type: AddablePlaceTypeSchema,
  add_object_id: Id,
  planner_access_code: z.string().trim().max(128).optional(),
});
export const AddObjectListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  chat_slug: z.string().nullable(),
  duration_days: z.number().int(),
  places_count: z.number().int(),
  current_participation_role: ParticipationRoleSchema,
  /** The object's stop in this trip, when it is there already. */
  place_to_visit_id: z.number().int().nullable(),
  updated_at: z.string(),
});
export const AddObjectListSchema = z.object({
  count: z.number().int(),
  results: z.array(AddObjectListItemSchema),
});
export type AddObjectList = z.infer<typeof AddObjectListSchema>;

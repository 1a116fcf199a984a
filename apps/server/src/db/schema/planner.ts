import { STOP_PLACE_TYPES, TRANSPORT_TYPES, TRIP_ROLES } from '@ai-map/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cities, countries } from './catalog';
import { plannerAccessCodes, users } from './users';

/** The budget a user set for a trip (`PUT planner/trips/{id}/budget/`), in US dollars. */
export interface StoredTripBudget {
  currency: string;
  accommodation: number;
  food: number;
  transport: number;
  attractions: number;
  total: number;
}

/**
 * A planned trip (spec 000 §3 Trip). It belongs to a user or, planned anonymously, to a planner
 * access code until that code is claimed. `version` counts committed changes: every write bumps
 * it, so live clients can tell a stale copy from a fresh one.
 */
export const trips = pgTable(
  'trips',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    image: text('image'),
    isPrivate: boolean('is_private').notNull().default(false),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    plannerAccessCode: text('planner_access_code').references(() => plannerAccessCodes.code, {
      onDelete: 'set null',
    }),
    durationDays: integer('duration_days').notNull(),
    /** The first day (YYYY-MM-DD), null while the trip has no dates. */
    startDate: date('start_date', { mode: 'string' }),
    startName: text('start_name'),
    startLat: doublePrecision('start_lat'),
    startLng: doublePrecision('start_lng'),
    /** The leg from the start point to the first stop (the trip's own next_point_* fields). */
    startTransportType: text('start_transport_type', { enum: TRANSPORT_TYPES })
      .notNull()
      .default('car'),
    startTimeMin: integer('start_time_min'),
    startGeoRoute: jsonb('start_geo_route').$type<[number, number][]>(),
    endName: text('end_name'),
    endLat: doublePrecision('end_lat'),
    endLng: doublePrecision('end_lng'),
    budget: jsonb('budget').$type<StoredTripBudget>(),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trips_owner_idx').on(t.ownerUserId),
    index('trips_access_code_idx').on(t.plannerAccessCode),
  ],
);

/**
 * A chat of the assistant (spec 000 §3 Chat); a trip lives in one. Anonymous chats carry the
 * planner access code and follow the user once it is claimed. Messages come with the chat issue.
 */
export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    plannerAccessCode: text('planner_access_code').references(() => plannerAccessCodes.code, {
      onDelete: 'set null',
    }),
    tripId: integer('trip_id').references(() => trips.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chats_slug_key').on(t.slug),
    uniqueIndex('chats_trip_key').on(t.tripId),
    index('chats_user_idx').on(t.userId, t.updatedAt),
    index('chats_access_code_idx').on(t.plannerAccessCode),
  ],
);

/**
 * The stops of a trip (spec 000 §3 Planner place), numbered 1..n over the whole trip in the order
 * travelled. Renumbering happens under a lock of the trip row, so (trip, number) stays unique.
 * `place_id` points into `places` or, for a city stop, `cities`; a custom place has none.
 * The leg to the next stop is stored on the stop it leaves from.
 */
export const tripStops = pgTable(
  'trip_stops',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    dayOfTrip: integer('day_of_trip').notNull(),
    numberInTrip: integer('number_in_trip').notNull(),
    placeType: text('place_type', { enum: STOP_PLACE_TYPES }).notNull(),
    placeId: integer('place_id'),
    name: text('name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    nextPointTransportType: text('next_point_transport_type', { enum: TRANSPORT_TYPES })
      .notNull()
      .default('car'),
    nextPointTimeMin: integer('next_point_time_min'),
    /** The leg's line as [lng, lat] pairs. */
    geoRoute: jsonb('geo_route').$type<[number, number][]>(),
    /** A custom place's note and link (an imported saved place keeps its own). */
    note: text('note'),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trip_stops_trip_number_key').on(t.tripId, t.numberInTrip),
    index('trip_stops_trip_day_idx').on(t.tripId, t.dayOfTrip),
  ],
);

/**
 * A trip's unplanned ideas: places kept beside the days (an import "as ideas"), a catalogue
 * place or a custom one with its own name, position, note and link.
 */
export const tripIdeas = pgTable(
  'trip_ideas',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    placeType: text('place_type', { enum: STOP_PLACE_TYPES }).notNull(),
    placeId: integer('place_id'),
    name: text('name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    note: text('note'),
    link: text('link'),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trip_ideas_trip_idx').on(t.tripId, t.id)],
);

/** Who may do what on a trip (spec 000 §6 Trip roles). */
export const tripParticipants = pgTable(
  'trip_participants',
  {
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: TRIP_ROLES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.userId] }),
    index('trip_participants_user_idx').on(t.userId),
  ],
);

/** A user asking to join a trip with a role (spec 000 §3 Participation request). */
export const tripParticipationRequests = pgTable(
  'trip_participation_requests',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['editor', 'viewer'] }).notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trip_participation_requests_trip_idx').on(t.tripId, t.createdAt),
    // One open request per user and trip; a declined one does not block asking again.
    uniqueIndex('trip_participation_requests_pending_key')
      .on(t.tripId, t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A mailed invitation to a trip; only a hash of the link's token is kept. */
export const tripInvitations = pgTable(
  'trip_invitations',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    chatId: integer('chat_id').references(() => chats.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['editor', 'viewer'] })
      .notNull()
      .default('editor'),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('trip_invitations_token_hash_key').on(t.tokenHash),
    index('trip_invitations_trip_idx').on(t.tripId),
  ],
);

import { z } from 'zod';
import { AddablePlaceTypeSchema, MAX_TRIP_DAYS } from './planner';
import { TransportTypeSchema } from './transport';
import { TripExportFormatSchema } from './trip-share';

/**
 * The MCP server (Model Context Protocol, Streamable HTTP): what a user's own AI client (Claude
 * Desktop, MCP Inspector, any MCP client) sees. The tool names and their inputs are a public
 * contract like the API's paths: the README tells users how to connect, and the tests call them.
 */
export const MCP_PATH = '/mcp';

export const mcpTools = {
  searchPlaces: 'search_places',
  destinationFacts: 'destination_facts',
  whereToGo: 'where_to_go',
  readTrip: 'read_trip',
  exportTrip: 'export_trip',
  listMyTrips: 'list_my_trips',
  planTrip: 'plan_trip',
  addStop: 'add_stop',
  removeStop: 'remove_stop',
  moveStop: 'move_stop',
  changeTransport: 'change_transport',
  setTripDays: 'set_trip_days',
  shareLink: 'share_link',
  importPlaces: 'import_places',
} as const;

const TripId = z.number().int().min(1).max(2_147_483_647).describe('The trip id (list_my_trips)');
const StopId = z
  .number()
  .int()
  .min(1)
  .max(2_147_483_647)
  .describe('A stop id: `stop_id` of read_trip');
const Day = z.number().int().min(1).max(MAX_TRIP_DAYS).describe('Day of the trip, from 1');
const Name = z.string().trim().min(1).max(120);

/** Kinds of catalogue place a search and a stop can be. */
export const McpPlaceKindSchema = z.enum(['attraction', 'food', 'shop']);

export const SearchPlacesInputSchema = z.strictObject({
  near: Name.optional().describe('A city, region or country name, e.g. "Valletta" or "Malta"'),
  lat: z.number().min(-90).max(90).optional().describe('Search around a point instead of a name'),
  lng: z.number().min(-180).max(180).optional(),
  kind: McpPlaceKindSchema.default('attraction'),
  categories: z
    .array(z.string().trim().min(1).max(60))
    .max(6)
    .default([])
    .describe('Category slugs such as museums, history, nature, beaches, restaurants, cafes'),
  min_rating: z.number().min(0).max(10).optional().describe('Rating on our 0–10 scale'),
  limit: z.number().int().min(1).max(30).default(10),
});
export type SearchPlacesInput = z.infer<typeof SearchPlacesInputSchema>;

export const DestinationFactsInputSchema = z.strictObject({
  destination: Name.describe('A city, region or country name'),
});

export const WhereToGoInputSchema = z.strictObject({
  month: z.number().int().min(1).max(12),
  min_day_celsius: z.number().min(-40).max(50).default(12),
  max_day_celsius: z.number().min(-40).max(50).default(32),
  beach: z.boolean().default(false).describe('Only coastal places with a sea of 22 °C or more'),
  max_weekly_usd: z.number().min(1).max(100_000).optional(),
  region: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .optional()
    .describe('A continent (Europe, Asia, Africa, Americas, Oceania) or a subregion'),
  limit: z.number().int().min(1).max(20).default(5),
});

export const TripInputSchema = z.strictObject({ trip_id: TripId });

export const ExportTripInputSchema = z.strictObject({
  trip_id: TripId,
  format: TripExportFormatSchema.describe('ics (calendar), gpx (GPS) or kml (Google Earth/Maps)'),
  start_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD.')
    .optional()
    .describe("The calendar's day 1 (ics); default the trip's start date, else today"),
});

export const PlanTripInputSchema = z.strictObject({
  destinations: z.array(Name).min(1).max(5).describe('City, region or country names'),
  days: z.number().int().min(1).max(MAX_TRIP_DAYS),
  interests: z
    .array(z.string().trim().min(1).max(60))
    .max(8)
    .default([])
    .describe('Category slugs such as museums, art, history, nature, beaches, restaurants'),
  pace: z.enum(['relaxed', 'normal', 'packed']).default('normal'),
  title: z.string().trim().min(1).max(200).optional(),
});

export const AddStopInputSchema = z.strictObject({
  trip_id: TripId,
  place_id: z.number().int().min(1).max(2_147_483_647).describe('An id from search_places'),
  place_type: AddablePlaceTypeSchema.describe(
    'attraction, food_and_drinks, shop or city (search_places says which)',
  ),
  day: Day,
});

export const RemoveStopInputSchema = z.strictObject({ trip_id: TripId, stop_id: StopId });

export const MoveStopInputSchema = z
  .strictObject({
    trip_id: TripId,
    stop_id: StopId,
    to_day: Day.optional().describe('Move to the end of this day'),
    to_position: z
      .number()
      .int()
      .min(1)
      .max(1000)
      .optional()
      .describe('Move to this number over the whole trip (1 = first stop)'),
  })
  .refine((input) => input.to_day !== undefined || input.to_position !== undefined, {
    message: 'Give to_day, to_position or both.',
  });

export const ChangeTransportInputSchema = z.strictObject({
  trip_id: TripId,
  mode: TransportTypeSchema,
  stop_id: StopId.optional().describe('Only the leg leaving this stop'),
  day: Day.optional().describe('Every leg of this day (without stop_id and day: every leg)'),
});

export const SetTripDaysInputSchema = z.strictObject({
  trip_id: TripId,
  days: z
    .number()
    .int()
    .min(1)
    .max(MAX_TRIP_DAYS)
    .describe("A shorter trip keeps every stop: the later days' stops join its last day"),
});

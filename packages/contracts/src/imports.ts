import { z } from 'zod';
import { MAX_TRIP_DAYS } from './planner';
import { apiPathTable } from './routes';

/**
 * Imports of saved places (issue 18): a Google Takeout "Saved Places.json", a Google saved-list
 * CSV, a KML/KMZ (Google My Maps) or a GPX file becomes places of a new or an existing trip.
 * One call, two steps: `mode=preview` reads and matches and writes nothing; `mode=commit`
 * writes everything in one transaction.
 */

/** The largest file accepted, in bytes. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** The most points one file may hold; a larger file is refused whole. */
export const MAX_IMPORT_POINTS = 10_000;
/** The most a KMZ may unpack to: a zip bomb stops here. */
export const MAX_KMZ_UNPACKED_BYTES = 20 * 1024 * 1024;
/** The most unplanned ideas a trip keeps. */
export const MAX_IDEAS_PER_TRIP = 2_000;
/** How long the server reads one file (unpack, parse, points) before it gives up on it. */
export const IMPORT_READ_TIME_LIMIT_S = 15;
/** The heap one file's reading may grow to; a file that needs more is refused. */
export const IMPORT_READ_MEMORY_LIMIT_MB = 192;
/** Seconds a client is told to wait when its import or the server's readers are busy. */
export const IMPORT_RETRY_AFTER_S = 5;

export const importPaths = apiPathTable({
  /** Into an existing trip. */
  tripImport: (tripId: number) => `planner/trips/${tripId}/import/`,
  /** Into a new trip. */
  newTripImport: 'planner/trips/import/',
});

export const IMPORT_FORMATS = ['google_json', 'google_csv', 'kml', 'kmz', 'gpx'] as const;
export const ImportFormatSchema = z.enum(IMPORT_FORMATS);
export type ImportFormat = z.infer<typeof ImportFormatSchema>;

export const importMessages = {
  noFile: 'Send the file as multipart/form-data in the field "file".',
  empty: 'The file is empty.',
  tooLarge: `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB, the most an import takes.`,
  unsupported:
    'This is not a file we can import: send a Google "Saved Places.json", a Google saved-list CSV, a KML or KMZ, or a GPX file.',
  tooManyPoints: `The file has more than ${MAX_IMPORT_POINTS.toLocaleString('en')} places, the most one import takes.`,
  entities:
    'The file declares XML entities (a DOCTYPE), which KML and GPX never need; it was not read.',
  badJson: 'The file is not valid JSON.',
  notGeoJson: 'The JSON file is not a GeoJSON FeatureCollection like Google’s "Saved Places.json".',
  badXml: 'The file is not valid XML.',
  notKmlOrGpx: 'The XML file is neither KML nor GPX.',
  badCsv: 'The CSV file could not be read.',
  notGoogleCsv: 'The CSV file has no "Title" and "URL" columns like Google’s saved lists.',
  badZip: 'The KMZ file is not a valid zip archive.',
  noKmlInKmz: 'The KMZ file holds no .kml document.',
  kmzTooLarge: `The KMZ file unpacks to more than ${MAX_KMZ_UNPACKED_BYTES / 1024 / 1024} MB; it was not read.`,
  noPlaces: 'The file holds no places.',
  tooSlow: (seconds: number) =>
    `Reading the file took longer than ${seconds} s, so it was stopped; split it into smaller files.`,
  tooMuchMemory: (mb: number) =>
    `Reading the file needed more than ${mb} MB of memory, so it was stopped; split it into smaller files.`,
  oneAtATime:
    'Another import of yours is still being read; send the next file when it has finished.',
  serverBusy: 'The server is reading other imports just now; please try again in a few seconds.',
  nothingToImport: 'None of the file’s places can be imported (see the skipped list).',
  tooManyForDays: (room: number) =>
    `This trip has room for ${room} more ${room === 1 ? 'place' : 'places'} on its days; import the places as ideas instead.`,
  tooManyIdeas: (room: number) =>
    `This trip has room for ${room} more ${room === 1 ? 'idea' : 'ideas'} (at most ${MAX_IDEAS_PER_TRIP.toLocaleString('en')}).`,
  /** Says where the places went: ideas are on the map and in the Trip tab, not on a day. */
  imported: (count: number, target: 'days' | 'ideas', day = 1) =>
    target === 'days'
      ? `${count} ${count === 1 ? 'place was' : 'places were'} added to day ${day}.`
      : `${count} ${count === 1 ? 'place was' : 'places were'} added as ${count === 1 ? 'an idea' : 'ideas'}: ${count === 1 ? 'it is' : 'they are'} on the map and under Ideas in the Trip tab, not yet on a day.`,
} as const;

/** Why a file's entry was not taken. */
export const importSkipReasons = {
  noCoordinates: 'No coordinates: the entry has no position and its link holds none.',
  badCoordinates: 'Its coordinates are outside the map.',
  notAPoint: 'It is a line or an area, not a point.',
  unnamedTrackPoint: 'An unnamed route or track point.',
} as const;

const Id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * The form fields beside the file. `target` days: on `day_of_trip` (an existing trip) or split
 * over the new trip's days; ideas: kept unplanned beside the days.
 */
export const ImportFormSchema = z.strictObject({
  mode: z.enum(['preview', 'commit']),
  target: z.enum(['days', 'ideas']).default('ideas'),
  day_of_trip: z.coerce.number().int().min(1).max(MAX_TRIP_DAYS).optional(),
  /** New trip only. */
  title: z.string().trim().max(255).optional(),
  duration_days: z.coerce.number().int().min(1).max(MAX_TRIP_DAYS).optional(),
});
export type ImportForm = z.infer<typeof ImportFormSchema>;

export const ImportMatchSchema = z.object({
  place_type: z.enum(['attraction', 'shop', 'food_and_drinks']),
  place_id: z.number().int(),
  name: z.string(),
  /** Metres between the file's point and the catalogue place. */
  distance_m: z.number().int(),
});

/** One point of the file as the import will add it. */
export const ImportItemSchema = z.object({
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  note: z.string().nullable(),
  link: z.string().nullable(),
  /** The KML folder (or My Maps layer) it came from. */
  folder: z.string().nullable(),
  /** The catalogue place it was matched to; null: kept as a custom place. */
  match: ImportMatchSchema.nullable(),
  /** It is in the trip already (the same catalogue place, or a custom place at the same spot). */
  duplicate: z.boolean(),
});
export type ImportItem = z.infer<typeof ImportItemSchema>;

export const ImportSkippedSchema = z.object({ name: z.string(), reason: z.string() });

export const ImportPreviewSchema = z.object({
  format: ImportFormatSchema,
  items: z.array(ImportItemSchema),
  skipped: z.array(ImportSkippedSchema),
  matched_count: z.number().int(),
  custom_count: z.number().int(),
  duplicate_count: z.number().int(),
  /**
   * Ours: the title a new trip gets (the form's title, else the document's own name, else the
   * file's name tidied up); null for an import into an existing trip.
   */
  trip_title: z.string().nullable(),
  /** Why a commit with these settings would be refused, or null when it would go through. */
  problem: z.string().nullable(),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const ImportCommitSchema = ImportPreviewSchema.extend({
  detail: z.string(),
  trip_id: z.number().int(),
  added_count: z.number().int(),
});
export type ImportCommit = z.infer<typeof ImportCommitSchema>;

export const ImportTripParamsSchema = z.object({ id: Id });

/**
 * The input of the import service for callers without a multipart form (an MCP tool): the
 * file's text (base64 for a KMZ), its name, and the form's fields.
 */
export const ImportPlacesInputSchema = ImportFormSchema.extend({
  trip_id: Id.optional(),
  file_name: z.string().trim().min(1).max(255),
  content: z.string().max(Math.ceil((MAX_IMPORT_BYTES * 4) / 3) + 4),
  content_encoding: z.enum(['utf8', 'base64']).default('utf8'),
});
export type ImportPlacesInput = z.infer<typeof ImportPlacesInputSchema>;

import {
  importMessages,
  MAX_IDEAS_PER_TRIP,
  MAX_PLACES_PER_TRIP,
  plannerMessages,
  ImportPlacesInputSchema,
  type ImportCommit,
  type ImportForm,
  type ImportItem,
  type ImportPreview,
} from '@ai-map/contracts';
import { foldName } from '@ai-map/osm';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { LimitSubject } from '../plans/usage.repository';
import { checkDay } from '../planner/stop-order';
import { lockForEdit, readTripFor, type Viewer } from '../planner/trip-access';
import { publishTripChange } from '../planner/trip-events';
import * as tripsRepo from '../planner/trips.repository';
import { appendStops, insertEmptyTrip } from '../planner/trips.service';
import type { ImportedPoint } from './import-entries';
import type { ReadFile } from './import-file';
import { FAR_METRES, matchPoints, NEAR_METRES, type Match } from './import-match';
import { nearbyCatalogPlaces } from './imports.repository';

const STOP_TYPE = { attraction: 'attraction', food: 'food_and_drinks', shop: 'shop' } as const;
/** A custom place this close to one in the trip, with the same name, is that place. */
const SAME_SPOT_METRES = 25;

export interface ImportRequest {
  /** An existing trip, or null for a new one. */
  tripId: number | null;
  fileName: string;
  bytes: Uint8Array;
  form: ImportForm;
}

interface Row {
  point: ImportedPoint;
  match: Match | null;
  duplicate: boolean;
}

/** What the trip holds already, to mark the file's duplicates. */
interface Held {
  stops: tripsRepo.StopRow[];
  ideas: tripsRepo.IdeaRow[];
}

const keyOf = (type: string, id: number | null, name: string, lat: number, lng: number) =>
  id === null
    ? // Custom places: the same folded name on a ~25 m grid cell.
      `custom:${foldName(name)}:${Math.round(lat / (SAME_SPOT_METRES / 111_320))}:${Math.round(
        lng / (SAME_SPOT_METRES / 111_320),
      )}`
    : `${type}:${id}`;

function rowsOf(read: ReadFile, matches: (Match | null)[], held: Held): Row[] {
  const seen = new Set(
    [...held.stops, ...held.ideas].map((s) => keyOf(s.placeType, s.placeId, s.name, s.lat, s.lng)),
  );
  return read.points.map((point, i) => {
    const match = matches[i] ?? null;
    const key = match
      ? keyOf(STOP_TYPE[match.candidate.kind], match.candidate.id, '', 0, 0)
      : keyOf('custom_place', null, point.name, point.lat, point.lng);
    const duplicate = seen.has(key);
    seen.add(key);
    return { point, match, duplicate };
  });
}

function itemOf(row: Row): ImportItem {
  const { point, match } = row;
  return {
    ...point,
    match: match && {
      place_type: STOP_TYPE[match.candidate.kind],
      place_id: match.candidate.id,
      name: match.candidate.name,
      distance_m: Math.round(match.distanceM),
    },
    duplicate: row.duplicate,
  };
}

/** Why a commit would be refused with these settings, or null. */
function problemOf(form: ImportForm, rows: Row[], held: Held, days: number): string | null {
  const adding = rows.filter((r) => !r.duplicate).length;
  if (adding === 0) return importMessages.nothingToImport;
  if (form.target === 'days') {
    const day = form.day_of_trip ?? 1;
    if (day > days) return plannerMessages.dayOutsideTrip(days);
    const room = MAX_PLACES_PER_TRIP - held.stops.length;
    if (adding > room) return importMessages.tooManyForDays(room);
  } else {
    const room = MAX_IDEAS_PER_TRIP - held.ideas.length;
    if (adding > room) return importMessages.tooManyIdeas(room);
  }
  return null;
}

function previewOf(
  read: ReadFile,
  rows: Row[],
  problem: string | null,
  tripTitle: string | null,
): ImportPreview {
  const items = rows.map(itemOf);
  return {
    format: read.format,
    trip_title: tripTitle,
    items,
    skipped: read.skipped,
    matched_count: items.filter((i) => i.match).length,
    custom_count: items.filter((i) => !i.match).length,
    duplicate_count: items.filter((i) => i.duplicate).length,
    problem,
  };
}

async function held(db: Database, tripId: number | null): Promise<Held> {
  if (tripId === null) return { stops: [], ideas: [] };
  const [stops, ideas] = await Promise.all([
    tripsRepo.listStops(db, tripId),
    tripsRepo.listIdeas(db, tripId),
  ]);
  return { stops, ideas };
}

/** "malta_weekend-2.kml" reads "Malta weekend 2": no extension, separators or lower-case start. */
export function titleOfFileName(fileName: string): string {
  const words = fileName
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words.charAt(0).toLocaleUpperCase('en') + words.slice(1);
}

/** A new trip's title: the form's, else the document's own name, else the file's name. */
const titleOf = (form: ImportForm, read: ReadFile, fileName: string) =>
  (form.title || read.title || titleOfFileName(fileName)).slice(0, 255) || 'Imported places';

/**
 * Imports a file of saved places into a trip (`POST planner/trips/{id}/import/`) or a new one
 * (`POST planner/trips/import/`). `mode=preview` reads, matches and answers what a commit would
 * add, writing nothing; `mode=commit` adds the places on a day or as ideas in one transaction
 * that re-checks the trip under its lock, then announces the change on the realtime bus. The
 * trip rules are those of any edit: its owner and editors only (403), 404 for an unknown trip.
 * The file is read on a thread of `ctx.imports` (import-pool.ts), one import per user or
 * visitor at a time (429).
 */
export async function importPlaces(
  ctx: AppContext,
  viewer: Viewer,
  subject: LimitSubject | null,
  request: ImportRequest,
): Promise<ImportPreview | ImportCommit> {
  const { tripId, form } = request;
  let days = form.duration_days ?? 1;
  if (tripId !== null) {
    const access = await readTripFor(
      ctx.db,
      tripId,
      viewer,
      'edit',
      plannerMessages.editNotAllowed,
    );
    days = access.trip.durationDays;
  } else if (!subject) {
    throw new HttpError(401, 'not_authenticated', 'Sign in or plan as a visitor to import places.');
  }
  // One import at a time per user or visitor, from the read to the last write.
  const release = ctx.imports.claim(
    viewer.userId !== null ? `user:${viewer.userId}` : `code:${viewer.accessCode ?? ''}`,
  );
  try {
    return await readAndImport(ctx, viewer, subject, request, days);
  } finally {
    release();
  }
}

/** importPlaces once the caller may import into the trip and holds its import slot. */
async function readAndImport(
  ctx: AppContext,
  viewer: Viewer,
  subject: LimitSubject | null,
  request: ImportRequest,
  days: number,
): Promise<ImportPreview | ImportCommit> {
  const { tripId, form } = request;
  const read = await ctx.imports.read(request.fileName, request.bytes);
  const matches = matchPoints(
    read.points,
    await nearbyCatalogPlaces(ctx.db, read.points, NEAR_METRES, FAR_METRES),
  );
  const before = await held(ctx.db, tripId);
  const rows = rowsOf(read, matches, before);
  const problem = problemOf(form, rows, before, days);
  const newTitle = tripId === null ? titleOf(form, read, request.fileName) : null;
  if (form.mode === 'preview') return previewOf(read, rows, problem, newTitle);
  if (problem) throw new HttpError(400, 'invalid', problem);

  const done = await ctx.db.transaction(async (tx) => {
    const access =
      tripId === null
        ? await insertEmptyTrip(ctx, tx, viewer, subject, {
            title: newTitle ?? titleOf(form, read, request.fileName),
            durationDays: days,
          })
        : await lockForEdit(tx, tripId, viewer);
    // The trip may have changed since the first look: decide again under the lock.
    const now = await held(tx, access.trip.id);
    const fresh = rowsOf(read, matches, now);
    const refused = problemOf(form, fresh, now, access.trip.durationDays);
    if (refused) throw new HttpError(400, 'invalid', refused);
    const adding = fresh.filter((r) => !r.duplicate);
    const values = adding.map(({ point, match }) => ({
      placeType: match ? STOP_TYPE[match.candidate.kind] : ('custom_place' as const),
      placeId: match?.candidate.id ?? null,
      name: match?.candidate.name ?? point.name,
      lat: match?.candidate.lat ?? point.lat,
      lng: match?.candidate.lng ?? point.lng,
      cityId: match?.candidate.cityId ?? null,
      countryId: match?.candidate.countryId ?? null,
      note: point.note,
      link: point.link,
    }));
    let trip: tripsRepo.TripRow;
    if (form.target === 'days') {
      const day = form.day_of_trip ?? 1;
      checkDay(day, access.trip.durationDays);
      trip = await appendStops(ctx, tx, access.trip, day, values);
    } else {
      await tripsRepo.insertIdeas(
        tx,
        values.map((v) => ({ ...v, tripId: access.trip.id })),
      );
      trip = await tripsRepo.updateTrip(tx, access.trip.id, {});
    }
    return { trip, rows: fresh, added: adding.length };
  });
  await publishTripChange(ctx, {
    type: tripId === null ? 'trip_created' : 'places_imported',
    tripId: done.trip.id,
    version: done.trip.version,
    actorUserId: viewer.userId ?? undefined,
    payload: { added: done.added, target: form.target },
  });
  return {
    ...previewOf(read, done.rows, null, newTitle),
    detail: importMessages.imported(done.added, form.target, form.day_of_trip ?? 1),
    trip_id: done.trip.id,
    added_count: done.added,
  };
}

/**
 * The import for callers without a multipart form, such as an MCP tool: the file's text (or
 * base64 for a KMZ) and the form's fields in one object, checked by ImportPlacesInputSchema.
 */
export async function importPlacesFromInput(
  ctx: AppContext,
  viewer: Viewer,
  subject: LimitSubject | null,
  input: unknown,
): Promise<ImportPreview | ImportCommit> {
  const parsed = ImportPlacesInputSchema.safeParse(input);
  if (!parsed.success) {
    throw new HttpError(400, 'invalid', parsed.error.issues[0]?.message ?? 'Invalid input.');
  }
  const { trip_id, file_name, content, content_encoding, ...form } = parsed.data;
  const bytes =
    content_encoding === 'base64'
      ? new Uint8Array(Buffer.from(content, 'base64'))
      : new TextEncoder().encode(content);
  return importPlaces(ctx, viewer, subject, {
    tripId: trip_id ?? null,
    fileName: file_name,
    bytes,
    form,
  });
}

import {
  tripShareMessages as say,
  type TripBudget,
  type TripExportFormat,
  type Trip,
} from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import { forbidden } from '../../lib/http-error';
import type { Viewer } from './trip-access';
import { tripToGpx } from './trip-export-gpx';
import { tripToIcs } from './trip-export-ics';
import { tripToKml } from './trip-export-kml';
import { readSharedTrip, readSharedTripBudget } from './trip-share.service';
import { getBudget, getTrip } from './trips.service';

/** A file to download: its text, media type and the name to save it under. */
export interface TripFile {
  body: string;
  contentType: string;
  filename: string;
}

const CONTENT_TYPES: Record<TripExportFormat, string> = {
  ics: 'text/calendar; charset=utf-8',
  gpx: 'application/gpx+xml; charset=utf-8',
  kml: 'application/vnd.google-earth.kml+xml; charset=utf-8',
};

const MAX_NAME_LENGTH = 60;

/**
 * A file name from the trip's title that every file system and header accepts: accents
 * dropped, ASCII letters and digits joined by dashes ("Été à Zürich!" → "ete-a-zurich").
 */
export function fileBaseName(trip: Pick<Trip, 'id' | 'title'>): string {
  const words = trip.title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // A long title is cut after a whole word (unless one word is longer than the limit).
  const cut = words.length > MAX_NAME_LENGTH ? words.slice(0, MAX_NAME_LENGTH + 1) : words;
  const lastDash = cut.lastIndexOf('-');
  const slug =
    cut.length > MAX_NAME_LENGTH
      ? lastDash > 0
        ? cut.slice(0, lastDash)
        : cut.slice(0, MAX_NAME_LENGTH)
      : cut;
  return slug || `trip-${trip.id}`;
}

/** Today's date in UTC, the calendar's day 1 when none is asked for and the trip has none. */
const today = (now: Date) => now.toISOString().slice(0, 10);

export function renderTripFile(
  ctx: AppContext,
  trip: Trip,
  budget: TripBudget,
  format: TripExportFormat,
  startDate: string | undefined,
  now = new Date(),
): TripFile {
  const body =
    format === 'ics'
      ? tripToIcs(trip, budget, {
          startDate: startDate ?? trip.start_date ?? today(now),
          now,
          uidDomain: new URL(ctx.config.publicUrl).hostname,
        })
      : format === 'gpx'
        ? tripToGpx(trip, budget, now)
        : tripToKml(trip, budget);
  return {
    body,
    contentType: CONTENT_TYPES[format],
    filename: `${fileBaseName(trip)}.${format}`,
  };
}

/**
 * A trip as a file, by the read rules of `GET planner/trips/{id}/`: 404 for an unknown trip;
 * a private trip only for the owner (also by access code) and participants — the blurred view
 * of anyone else has no stops to export, so it answers 403.
 */
export async function exportTrip(
  ctx: AppContext,
  viewer: Viewer,
  tripId: number,
  format: TripExportFormat,
  startDate?: string,
): Promise<TripFile> {
  const trip = await getTrip(ctx, viewer, tripId);
  if (trip.is_blurred) throw forbidden(say.privateTrip);
  return renderTripFile(ctx, trip, await getBudget(ctx, viewer, tripId), format, startDate);
}

/** The trip of a read-only link as a file; 404 once the link is revoked. */
export async function exportSharedTrip(
  ctx: AppContext,
  token: string,
  format: TripExportFormat,
  startDate?: string,
): Promise<TripFile> {
  const [trip, budget] = await Promise.all([
    readSharedTrip(ctx, token),
    readSharedTripBudget(ctx, token),
  ]);
  return renderTripFile(ctx, trip, budget, format, startDate);
}

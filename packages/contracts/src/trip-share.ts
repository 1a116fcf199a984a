import { z } from 'zod';
import { apiPathTable } from './routes';

/**
 * Trip exports (ICS calendar, GPX 1.1, KML 2.2) and the public read-only link of a trip: ours,
 * beyond the spec (issue 5). Exports follow the trip's read rules; a read-only link lets anyone
 * holding it read the trip, private or not, until the owner revokes it.
 */

export const TRIP_EXPORT_FORMATS = ['ics', 'gpx', 'kml'] as const;
export const TripExportFormatSchema = z.enum(TRIP_EXPORT_FORMATS, {
  error: 'The export format is ics, gpx or kml.',
});
export type TripExportFormat = z.infer<typeof TripExportFormatSchema>;

/** Paths relative to API_BASE. */
export const tripSharePaths = apiPathTable({
  export: (tripId: number, format: TripExportFormat) => `planner/trips/${tripId}/export.${format}`,
  share: (tripId: number) => `planner/trips/${tripId}/share/`,
  shared: (token: string) => `planner/shared/${encodeURIComponent(token)}/`,
  sharedExport: (token: string, format: TripExportFormat) =>
    `planner/shared/${encodeURIComponent(token)}/export.${format}`,
});

/** The web page of a read-only link. */
export const sharedTripPagePath = (token: string) => `/trip/shared/${encodeURIComponent(token)}`;

export const tripShareMessages = {
  privateTrip: 'This trip is private.',
  ownerOnly: 'Only the owner of this trip can share a read-only link.',
  linkNotFound: 'This link is invalid or has been revoked.',
  badStartDate: 'start_date must be a date written as YYYY-MM-DD.',
} as const;

/** A calendar date YYYY-MM-DD that exists (no 2025-02-30). */
export const CalendarDateSchema = z.string().refine((value) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}, tripShareMessages.badStartDate);

/**
 * The query of an export: the calendar's first day (`start_date`; the trip's own start date, else
 * today, when left out) and the
 * anonymous owner's planner access code.
 */
export const TripExportQuerySchema = z.object({
  start_date: CalendarDateSchema.optional(),
  planner_access_code: z.string().trim().max(128).optional(),
});
export type TripExportQuery = z.infer<typeof TripExportQuerySchema>;

/** A link's token (43 characters of base64url); an unknown one answers 404. */
export const SharedTripParamsSchema = z.object({ token: z.string().min(1).max(128) });

/** A trip's read-only link as its owner sees it. */
export const TripShareSchema = z.object({
  token: z.string(),
  /** The web page that shows the trip read-only. */
  url: z.string(),
  created_at: z.string(),
});
export type TripShare = z.infer<typeof TripShareSchema>;

/** `GET planner/trips/{id}/share/`: the link in force, or null. */
export const TripShareStatusSchema = z.object({ share: TripShareSchema.nullable() });
export type TripShareStatus = z.infer<typeof TripShareStatusSchema>;

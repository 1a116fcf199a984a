import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Areas whose places were fetched from OpenStreetMap on demand (modules/live-places): when,
 * how many, and how it ended. One row per area, rewritten by each fetch.
 */
export const liveAreas = pgTable('live_areas', {
  /** `city:{slug}`: the area a city page, map view or CLI run asked for. */
  key: text('key').primaryKey(),
  /** [west, south, east, north] in degrees. */
  bbox: jsonb('bbox').$type<[number, number, number, number]>().notNull(),
  status: text('status', { enum: ['queued', 'running', 'done', 'failed'] }).notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** OSM elements Overpass answered and places imported from them. */
  elements: integer('elements'),
  places: integer('places'),
  error: text('error'),
});

import { z } from 'zod';
import { apiPathTable } from './routes';

/** Ours: places fetched from OpenStreetMap on demand for the area around a city. */
export const livePaths = apiPathTable({ areas: 'live/areas/' });

/** A city by slug (its page), or the point a map view is centred on (its nearest city). */
export const LiveAreaRequestSchema = z.union([
  z.object({ city_slug: z.string().trim().min(1).max(200) }).strict(),
  z
    .object({
      lat: z.coerce.number().min(-85).max(85),
      lng: z.coerce.number().min(-180).max(180),
    })
    .strict(),
]);

export type LiveAreaRequest = z.infer<typeof LiveAreaRequestSchema>;

export const LIVE_AREA_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const LiveAreaSchema = z.object({
  /** The city whose area it is; null when no city is near the point asked about. */
  city_name: z.string().nullable(),
  /** False when the server runs with OFFLINE=true: nothing is fetched. */
  enabled: z.boolean(),
  /**
   * False while the server could not reach OpenStreetMap lately (no internet): nothing is
   * asked for until it backs off, and the built-in catalogue is shown meanwhile.
   */
  reachable: z.boolean(),
  /** Null: never asked for. */
  status: z.enum(LIVE_AREA_STATUSES).nullable(),
  /** Places imported by the last successful fetch. */
  places: z.number().int().nullable(),
  finished_at: z.string().nullable(),
});
export type LiveArea = z.infer<typeof LiveAreaSchema>;

import { z } from 'zod';

/** Ours: places fetched from OpenStreetMap on demand for the area around a city. */
export const livePaths = { areas: 'live/areas/' } as const;

export const LiveAreaRequestSchema = z.object({
  city_slug: z.string().trim().min(1).max(200),
});

export const LIVE_AREA_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const LiveAreaSchema = z.object({
  /** False when the server runs with OFFLINE=true: nothing is fetched. */
  enabled: z.boolean(),
  /** Null: never asked for. */
  status: z.enum(LIVE_AREA_STATUSES).nullable(),
  /** Places imported by the last successful fetch. */
  places: z.number().int().nullable(),
  finished_at: z.string().nullable(),
});
export type LiveArea = z.infer<typeof LiveAreaSchema>;

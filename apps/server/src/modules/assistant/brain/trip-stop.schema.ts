import { z } from 'zod';

/** A stop of the current trip, as the context describes it. */
export const TripStopSchema = z.object({
  /** The stop's id (place_to_visit_id). */
  id: z.number().int(),
  name: z.string(),
  kind: z.string(),
  day: z.number().int(),
  /** 1-based within its day. */
  position: z.number().int(),
  numberInTrip: z.number().int(),
  placeId: z.number().int().nullable(),
  lat: z.number().optional(),
  lng: z.number().optional(),
  /** The catalogue city the planner put the stop in ("Day 3 — Galway"), when it has one. */
  cityId: z.number().int().nullable().optional(),
  city: z.string().nullable().optional(),
});
export type TripStop = z.infer<typeof TripStopSchema>;

import { z } from 'zod';
import { AddablePlaceTypeSchema } from '@ai-map/contracts';

/**
 * What the chat's last edit did, kept with its answer (like a plan's draft) so the next message
 * can refer to it (brain/edit-memory.ts).
 */
const RemovedStopSchema = z.object({
  placeId: z.number().int(),
  kind: AddablePlaceTypeSchema,
  name: z.string(),
  day: z.number().int(),
});

export const LastEditSchema = z.object({
  /** Stops the edit took out, as they were. */
  removed: z.array(RemovedStopSchema),
  /** Days the edit swapped, in the order named. */
  swapped: z.tuple([z.number().int(), z.number().int()]).nullable(),
});
export type LastEdit = z.infer<typeof LastEditSchema>;

/** "Put it back on the last morning": the last edit's removed stops, back in the trip. */
export const RestoreStopsSchema = z.object({
  type: z.literal('restore_stops'),
  stops: z.array(RemovedStopSchema),
  /** The day named, else each stop's own day. */
  day: z.number().int().nullable(),
  /** "Morning", "first thing": first on the day. */
  first: z.boolean(),
});

import { z } from 'zod';
import { TripStopSchema } from './trip-stop.schema';

/**
 * "Make Ha Long an overnight cruise rather than a day trip", "what if we stay one night nearby
 * instead": a far stop of the trip gets a night there (brain/stay-over.ts).
 */
export const StayOverSchema = z.object({
  type: z.literal('stay_over'),
  /** The place as written ("ha long"); null for "nearby" or "there". */
  phrase: z.string().nullable(),
  /** The trip's stop the night is at, or null when no stop fits the phrase. */
  stop: TripStopSchema.nullable(),
  /** "An overnight cruise": the reply says it has no cruise data either. */
  cruise: z.boolean(),
});

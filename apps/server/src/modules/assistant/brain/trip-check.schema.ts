import { z } from 'zod';

/** A trip checked by a question that names its places (brain/trip-check.ts). */
const NamedSchema = z.object({ name: z.string(), countryName: z.string() });
export type Named = z.infer<typeof NamedSchema>;

export const TripCheckSchema = z.object({
  type: z.literal('trip_check'),
  /** The trip's own places the message named, or whose country it named. */
  places: z.array(NamedSchema),
  /** Other places of the same name ("Granada, Nicaragua"): none of the trip is there. */
  namesakes: z.array(NamedSchema),
  /** Sights the message named that the trip has, with their day. */
  sights: z.array(z.object({ name: z.string(), day: z.number().int() })),
});
export type TripCheck = z.infer<typeof TripCheckSchema>;

import { z } from 'zod';

/** The slots of a plan request that are no place: its dates, its budget, the question it follows. */

export const WhenSchema = z.object({
  month: z.number().int().min(1).max(12).nullable(),
  season: z.enum(['spring', 'summer', 'autumn', 'winter']).nullable(),
  year: z.number().int().nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
});

export const BudgetSchema = z.object({
  level: z.enum(['low', 'medium', 'high']).nullable(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  perPerson: z.boolean(),
});

/**
 * "Max 5h flight from germany": the place and the hours, and the distance that flight covers
 * (about 800 km an hour in the air after half an hour of taxi, climb and descent).
 */
export const FlightLimitSchema = z.object({
  hours: z.number().positive(),
  from: z.string(),
  lat: z.number(),
  lng: z.number(),
  km: z.number().positive(),
});

/**
 * The question the last reply answered about a draft's one place ("weather in Bali?"): a short
 * follow-up ("and in June?", "what about Lombok?") asks it again (brain/follow-ups.ts).
 */
export const AskedSchema = z.object({
  type: z.enum([
    'city_climate',
    'costs',
    'best_time',
    'days_needed',
    'country_facts',
    'where_to_go',
  ]),
  month: z.number().int().min(1).max(12).nullable().optional(),
  rain: z.boolean().optional(),
  per: z.enum(['day', 'week']).optional(),
  item: z.string().optional(),
  currency: z.string().optional(),
  aspect: z.string().optional(),
  activity: z.string().optional(),
  // An open where-to-go question, asked again with a change ("something less touristy").
  feel: z.string().optional(),
  beach: z.boolean().optional(),
  maxWeekly: z.number().nullable().optional(),
  continent: z.string().nullable().optional(),
  days: z.number().int().nullable().optional(),
  exclude: z.array(z.number().int()).optional(),
  flight: FlightLimitSchema.nullable().optional(),
});

/** "Somewhere warm in February with beaches under $1000 a week": an open question of where. */
export const WhereToGoSchema = z.object({
  type: z.literal('where_to_go'),
  month: z.number().int().min(1).max(12),
  feel: z.enum(['warm', 'hot', 'mild', 'cool', 'snow', 'any']),
  beach: z.boolean(),
  maxWeekly: z.number().nullable(),
  continent: z.string().nullable(),
  /** The length asked beside it ("10 days, surprise me"), kept for the pick that follows. */
  days: z.number().int().nullable().optional(),
  /**
   * "Something less touristy than that": fewer sights in the catalogue first (a rough sign of
   * how visited a place is), and not the towns already offered.
   */
  quiet: z.boolean().optional(),
  exclude: z.array(z.number().int()).optional(),
  flight: FlightLimitSchema.nullable().optional(),
});

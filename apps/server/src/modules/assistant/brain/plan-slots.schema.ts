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
 * The question the last reply answered about a draft's one place ("weather in Bali?"): a short
 * follow-up ("and in June?", "what about Lombok?") asks it again (brain/follow-ups.ts).
 */
export const AskedSchema = z.object({
  type: z.enum(['city_climate', 'costs', 'best_time', 'days_needed', 'country_facts']),
  month: z.number().int().min(1).max(12).nullable().optional(),
  rain: z.boolean().optional(),
  per: z.enum(['day', 'week']).optional(),
  item: z.string().optional(),
  currency: z.string().optional(),
  aspect: z.string().optional(),
  activity: z.string().optional(),
});

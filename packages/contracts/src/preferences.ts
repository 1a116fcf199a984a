import { z } from 'zod';
import { apiPathTable } from './routes';

/** `GET` and `PATCH travel-chat/preferences/` (spec 000 §7), relative to API_BASE. */
export const { preferences: preferencesPath } = apiPathTable({
  preferences: 'travel-chat/preferences/',
});

/** Most categories one list keeps; the trees hold fewer than this. */
export const PREFERENCES_MAX_ITEMS = 200;

/** A chosen category: the id of a node of the attraction or shopping filter tree and its name. */
export const PreferenceItemSchema = z.object({ id: z.string(), name: z.string() });
export type PreferenceItem = z.infer<typeof PreferenceItemSchema>;

/** The user's personalisation (spec 000 §3 Preferences), in the order the user chose them. */
export const PreferencesSchema = z.object({
  attractions: z.array(PreferenceItemSchema),
  shopping: z.array(PreferenceItemSchema),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

const categoryIds = z
  .array(z.string().trim().min(1).max(100))
  .max(PREFERENCES_MAX_ITEMS, `At most ${PREFERENCES_MAX_ITEMS} categories.`);

/**
 * `{attractions: [ids]}` or `{shopping: [ids]}` (or both): each list sent replaces the stored one;
 * a list left out stays as it is.
 */
export const PreferencesUpdateSchema = z
  .object({ attractions: categoryIds, shopping: categoryIds })
  .partial()
  .strict()
  .refine((body) => body.attractions !== undefined || body.shopping !== undefined, {
    message: 'Send attractions or shopping.',
  });
export type PreferencesUpdate = z.infer<typeof PreferencesUpdateSchema>;

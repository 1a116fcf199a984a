import { z } from 'zod';
import { EmailSchema } from './auth';
import { NAME_MAX_LENGTH } from './constants';

/** The plan a profile is on (spec 000 §3); null until the user buys one. */
export const SubscriptionInfoSchema = z.object({
  id: z.number().int().nullable(),
  period: z.string(),
  price: z.number(),
  title: z.string(),
  slug: z.string(),
});
export type SubscriptionInfo = z.infer<typeof SubscriptionInfoSchema>;

export const ProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  email: z.string(),
  email_confirmed: z.boolean(),
  /** URL of the uploaded photo, or null. */
  photo: z.string().nullable(),
  background_image: z.string().nullable(),
  is_active_subscription: z.boolean(),
  subscription_info: SubscriptionInfoSchema.nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** What the profile form says about a name it cannot take, in plain words. */
export const profileMessages = {
  nameEmpty: 'Name cannot be empty.',
  nameTooLong: `Name can be at most ${NAME_MAX_LENGTH} characters.`,
} as const;

/**
 * Text fields of `PATCH users/profile/`. Only changed fields are sent (spec 000 §5); an empty
 * name is refused rather than saved.
 */
export const ProfileUpdateSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, profileMessages.nameEmpty)
      .max(NAME_MAX_LENGTH, profileMessages.nameTooLong),
    email: EmailSchema,
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

import { z } from 'zod';
import { EmailSchema } from './auth';
import { NAME_MAX_LENGTH } from './constants';
import { messages } from './messages';

export const CONTACT_MESSAGE_MAX_LENGTH = 5_000;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;

/** The feedback form of the Contacts page (`POST contacts/`). */
export const ContactMessageSchema = z.object({
  name: z.string().trim().min(1, messages.requiredFields).max(NAME_MAX_LENGTH),
  email: EmailSchema,
  subject: z.string().trim().max(CONTACT_SUBJECT_MAX_LENGTH).default(''),
  message: z.string().trim().min(1, messages.requiredFields).max(CONTACT_MESSAGE_MAX_LENGTH),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

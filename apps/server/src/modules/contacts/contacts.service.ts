import type { ContactMessage } from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import { contactMessageMail } from '../mail/templates';
import { insertContactMessage } from './contacts.repository';

/**
 * Keeps the message (so nothing is lost if mail is down) and forwards it to the team's inbox
 * with the sender as reply-to.
 */
export async function sendContactMessage(
  ctx: AppContext,
  message: ContactMessage,
  userId: number | null,
) {
  await insertContactMessage(ctx.db, { ...message, userId });
  try {
    await ctx.mailer.send(contactMessageMail(ctx.config.contactEmail, message));
  } catch (error) {
    ctx.log.error(
      { err: error },
      'could not forward a contact message; it is kept in contact_messages',
    );
  }
}

import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Mail } from './mailer';

/** Keeps a message in `mail_outbox` (no SMTP server configured). */
export async function keepInOutbox(db: Database, mail: Mail): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
}

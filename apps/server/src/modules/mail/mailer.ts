import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { keepInOutbox } from './outbox.repository';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Sends through `SMTP_URL` when it is set; otherwise keeps each message in the `mail_outbox`
 * table and prints it to the log, so that an instance without a mail server still shows the
 * operator every reset and confirmation link.
 */
export function createMailer(
  options: { smtpUrl: string | undefined; from: string },
  db: Database,
  log: FastifyBaseLogger,
): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(mail) {
      await keepInOutbox(db, mail);
      log.info(
        { to: mail.to, subject: mail.subject, text: mail.text },
        'mail kept in outbox (no SMTP_URL)',
      );
    },
    close: () => undefined,
  };
}

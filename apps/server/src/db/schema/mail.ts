import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail kept when no SMTP server is configured, so a self-hosted instance never loses a link. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Shared filter states (`POST filter/share/`): a short random id for a JSON value. */
export const filterShares = pgTable('filter_shares', {
  id: text('id').primaryKey(),
  val: jsonb('val').$type<unknown>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { trips } from './planner';
import { users } from './users';

/**
 * The public read-only link of a trip: whoever holds the token reads the trip, private or not.
 * One link per trip; revoking deletes the row, so the old token answers 404 and sharing again
 * makes a new one. The token itself is kept (32 random bytes, unguessable) rather than a hash
 * because the owner may come back for the link to copy it again.
 */
export const tripShares = pgTable(
  'trip_shares',
  {
    tripId: integer('trip_id')
      .primaryKey()
      .references(() => trips.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trip_shares_token_key').on(t.token),
    index('trip_shares_created_by_idx').on(t.createdByUserId),
  ],
);

import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Personalisation (`travel-chat/preferences/`): category ids of the attraction and shopping
 * filter trees a user chose, in the order chosen.
 */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list', { enum: ['attractions', 'shopping'] }).notNull(),
    categoryId: text('category_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.list, t.categoryId] }),
    index('user_preferences_user_idx').on(t.userId, t.list, t.position),
  ],
);

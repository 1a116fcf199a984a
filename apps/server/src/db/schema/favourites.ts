import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Categories a user marked as favourite (`POST /shop/category_list/{slug}/favourite/`): slugs of
 * the category trees of '@ai-map/osm', so one table serves shop, food and event categories.
 */
export const favouriteCategories = pgTable(
  'favourite_categories',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categorySlug: text('category_slug').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.categorySlug] }),
    index('favourite_categories_slug_idx').on(t.categorySlug),
  ],
);

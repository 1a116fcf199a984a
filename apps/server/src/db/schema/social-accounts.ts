import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A Facebook or Twitter identity linked to a user: signing in with it signs in as that user. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: ['facebook', 'twitter'] }).notNull(),
    /** The provider's id of the person (Facebook user id, Twitter `id_str`). */
    uid: text('uid').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_accounts_provider_uid_key').on(t.provider, t.uid),
    index('social_accounts_user_idx').on(t.userId),
  ],
);

/**
 * Twitter OAuth 1.0a request tokens between get_twitter_url and get_twitter_tokens: the secret
 * signs the exchange for an access token. One use, short-lived.
 */
export const oauthRequestTokens = pgTable('oauth_request_tokens', {
  token: text('token').primaryKey(),
  secret: text('secret').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

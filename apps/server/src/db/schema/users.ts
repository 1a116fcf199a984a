import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased: addresses are compared case-insensitively. */
    email: text('email').notNull(),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    /** scrypt hash in the self-describing form `scrypt$N$r$p$salt$hash`. */
    passwordHash: text('password_hash').notNull(),
    username: text('username').notNull(),
    name: text('name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Path under the media root, e.g. `avatars/ab12.jpg`. */
    photo: text('photo'),
    backgroundImage: text('background_image'),
    isActive: boolean('is_active').notNull().default(true),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(t.username),
  ],
);

/**
 * API tokens (`Authorization: Token <key>`). Only a SHA-256 of the key is kept, so a leaked
 * table does not leak sessions.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('auth_tokens_key_hash_key').on(t.keyHash),
    index('auth_tokens_user_idx').on(t.userId),
  ],
);

/** One-time keys mailed to users: e-mail confirmation and password reset. */
export const userKeys = pgTable(
  'user_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm_email', 'password_reset'] }).notNull(),
    keyHash: text('key_hash').notNull(),
    /** The address being confirmed, so a later e-mail change voids an old link. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_keys_key_hash_key').on(t.keyHash),
    index('user_keys_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * Anonymous planning codes (spec 000 §4). A code belongs to nobody until a user signs in with it
 * stored; trips planned under the code then follow the user.
 */
export const plannerAccessCodes = pgTable('planner_access_codes', {
  code: text('code').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
});

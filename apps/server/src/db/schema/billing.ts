import { PAYMENT_PROVIDERS, PLAN_PERIODS, type StoredSelection } from '@ai-map/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { plannerAccessCodes, users } from './users';

/**
 * Subscription plans (spec 000 §3), seeded by a migration. Prices are kept in cents so sums never
 * meet floating point; `object_views_limit` null means unlimited.
 */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    period: text('period', { enum: PLAN_PERIODS }).notNull(),
    plannerTripsLimit: integer('planner_trips_limit').notNull(),
    objectViewsLimit: integer('object_views_limit'),
    friends: integer('friends').notNull(),
    unlockedPhones: boolean('unlocked_phones').notNull().default(false),
    unlockedWebsites: boolean('unlocked_websites').notNull().default(false),
    /** Order of the plan cards. */
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('subscription_plans_slug_key').on(t.slug)],
);

/** The choices of the days modal: a number of the plan's periods for a price. */
export const timeframeOffers = pgTable(
  'timeframe_offers',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    numberOfPeriods: integer('number_of_periods').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [uniqueIndex('timeframe_offers_plan_periods_key').on(t.planId, t.numberOfPeriods)],
);

/**
 * A priced subscription selection waiting for its payment. The public id is random, so that
 * checkout pages cannot be enumerated; (user, idempotency key) is unique so a retried request
 * finds the checkout it already created.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's session id (Stripe `cs_…`), once a session exists. */
    providerReference: text('provider_reference'),
    checkoutUrl: text('checkout_url'),
    idempotencyKey: text('idempotency_key'),
    selection: jsonb('selection').$type<StoredSelection>().notNull(),
    planId: integer('plan_id').references(() => subscriptionPlans.id),
    numberOfPeriods: integer('number_of_periods').notNull(),
    miles: integer('miles').notNull().default(0),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['open', 'paid', 'expired'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('checkouts_user_idempotency_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('checkouts_provider_reference_key').on(t.provider, t.providerReference),
    index('checkouts_open_idx').on(t.status, t.expiresAt),
  ],
);

/**
 * A paid plan. At most one is active per user; it ends at `ends_at` (the expiry job then marks
 * it expired), when cancelled, or when a newer purchase replaces it.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    /** One subscription per paid checkout: the guard against fulfilling a payment twice. */
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    numberOfPeriods: integer('number_of_periods').notNull(),
    status: text('status', { enum: ['active', 'cancelled', 'expired', 'replaced'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscriptions_checkout_key').on(t.checkoutId),
    uniqueIndex('subscriptions_one_active_per_user')
      .on(t.userId)
      .where(sql`${t.status} = 'active'`),
    index('subscriptions_active_ends_idx').on(t.status, t.endsAt),
  ],
);

/**
 * Invoices: one per payment and one per failed attempt. The number shown to people is derived
 * from the id and the year (see invoiceNumber), so it needs no column of its own.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    planId: integer('plan_id').references(() => subscriptionPlans.id),
    miles: integer('miles').notNull().default(0),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    paid: boolean('paid').notNull(),
    /** When it was paid, or when the payment failed. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_one_paid_per_checkout')
      .on(t.checkoutId)
      .where(sql`${t.paid}`),
    index('invoices_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Provider events already handled: a redelivered webhook changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * What the plan limits count: trips created, objects viewed, friends invited. A row belongs to a
 * user or, for a signed-out visitor, to a planner access code. `paid_with_mile` marks an object
 * view beyond the plan's allowance that spent a prepaid mile.
 */
export const planUsage = pgTable(
  'plan_usage',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    accessCode: text('access_code').references(() => plannerAccessCodes.code, {
      onDelete: 'cascade',
    }),
    kind: text('kind', { enum: ['planner_trip', 'object_view', 'friend_invite'] }).notNull(),
    /** Groups rows: the trip a friend was invited to; empty otherwise. */
    scopeKey: text('scope_key').notNull().default(''),
    /** What was used: a trip id, a place id, an invited e-mail. */
    objectKey: text('object_key').notNull(),
    paidWithMile: boolean('paid_with_mile').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('plan_usage_one_subject', sql`(${t.userId} IS NULL) <> (${t.accessCode} IS NULL)`),
    index('plan_usage_user_idx').on(t.userId, t.kind, t.createdAt),
    index('plan_usage_access_code_idx').on(t.accessCode, t.kind, t.createdAt),
  ],
);

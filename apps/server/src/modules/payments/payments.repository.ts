import { and, count, desc, eq, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  checkouts,
  invoices,
  paymentEvents,
  subscriptionPlans,
  subscriptions,
  users,
} from '../../db/schema';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type NewCheckout = typeof checkouts.$inferInsert;
export type InvoiceRow = typeof invoices.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function insertCheckout(db: Database, values: NewCheckout): Promise<CheckoutRow> {
  const [row] = await db.insert(checkouts).values(values).returning();
  return row!;
}

export async function checkoutById(db: Database, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id));
  return row;
}

export async function checkoutByIdempotencyKey(
  db: Database,
  userId: number,
  key: string,
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), eq(checkouts.idempotencyKey, key)));
  return row;
}

export async function setCheckoutSession(
  db: Database,
  id: string,
  session: { reference: string; url: string },
): Promise<CheckoutRow> {
  const [row] = await db
    .update(checkouts)
    .set({ providerReference: session.reference, checkoutUrl: session.url })
    .where(eq(checkouts.id, id))
    .returning();
  return row!;
}

/**
 * Marks the checkout paid unless it already is; undefined when it was. The row lock of the
 * UPDATE makes a second, concurrent payment of the same checkout wait and then find it paid.
 */
export async function markCheckoutPaid(
  db: Database,
  id: string,
  now: Date,
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .update(checkouts)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(checkouts.id, id), ne(checkouts.status, 'paid')))
    .returning();
  return row;
}

export async function markCheckoutExpired(db: Database, id: string): Promise<void> {
  await db
    .update(checkouts)
    .set({ status: 'expired' })
    .where(and(eq(checkouts.id, id), eq(checkouts.status, 'open')));
}

export async function expireOpenCheckouts(db: Database, now: Date): Promise<number> {
  const rows = await db
    .update(checkouts)
    .set({ status: 'expired' })
    .where(and(eq(checkouts.status, 'open'), lte(checkouts.expiresAt, now)))
    .returning({ id: checkouts.id });
  return rows.length;
}

export async function subscriptionOfCheckout(
  db: Database,
  checkoutId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.checkoutId, checkoutId));
  return row;
}

export async function paidInvoiceOfCheckout(
  db: Database,
  checkoutId: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.checkoutId, checkoutId), eq(invoices.paid, true)));
  return row;
}

export async function insertSubscription(
  db: Database,
  values: typeof subscriptions.$inferInsert,
): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  return row!;
}

export async function subscriptionByIdForUpdate(
  db: Database,
  id: number,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

/** Ends an active subscription now, as `status` (cancelled by the user, replaced by a purchase). */
export async function endSubscription(
  db: Database,
  id: number,
  status: 'cancelled' | 'replaced',
  now: Date,
): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status, endedAt: now })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'active')));
}

/** Marks subscriptions past their end expired (of one user, or of everyone); returns how many. */
export async function expireLapsedSubscriptions(
  db: Database,
  now: Date,
  userId?: number,
): Promise<number> {
  const rows = await db
    .update(subscriptions)
    .set({ status: 'expired', endedAt: sql`${subscriptions.endsAt}` })
    .where(
      and(
        eq(subscriptions.status, 'active'),
        lte(subscriptions.endsAt, now),
        userId === undefined ? undefined : eq(subscriptions.userId, userId),
      ),
    )
    .returning({ id: subscriptions.id });
  return rows.length;
}

export async function insertInvoice(
  db: Database,
  values: typeof invoices.$inferInsert,
): Promise<InvoiceRow> {
  const [row] = await db.insert(invoices).values(values).returning();
  return row!;
}

/** An invoice with what its presentation needs: the plan's title and the checkout it paid. */
const invoiceView = {
  invoice: invoices,
  planTitle: subscriptionPlans.title,
  planPeriod: subscriptionPlans.period,
  checkout: checkouts,
};

export type InvoiceView = {
  invoice: InvoiceRow;
  planTitle: string | null;
  planPeriod: (typeof subscriptionPlans.$inferSelect)['period'] | null;
  checkout: CheckoutRow;
};

/** A user's invoices, newest first. */
export async function invoicesOf(
  db: Database,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: InvoiceView[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(invoiceView)
      .from(invoices)
      .innerJoin(checkouts, eq(checkouts.id, invoices.checkoutId))
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, invoices.planId))
      .where(eq(invoices.userId, userId))
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(invoices).where(eq(invoices.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function invoiceOfUser(
  db: Database,
  userId: number,
  id: number,
): Promise<(InvoiceView & { user: typeof users.$inferSelect }) | undefined> {
  const [row] = await db
    .select({ ...invoiceView, user: users })
    .from(invoices)
    .innerJoin(checkouts, eq(checkouts.id, invoices.checkoutId))
    .innerJoin(users, eq(users.id, invoices.userId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, invoices.planId))
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
  return row;
}

/** Records a provider event; false when it had been recorded before (a redelivery). */
export async function recordPaymentEvent(
  db: Database,
  values: typeof paymentEvents.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.eventId });
  return rows.length > 0;
}

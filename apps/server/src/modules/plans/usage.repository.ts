import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoices, planUsage, plannerAccessCodes, users } from '../../db/schema';

/** Whose usage counts: a signed-in user, or a signed-out visitor by planner access code. */
export type LimitSubject =
  { kind: 'user'; userId: number } | { kind: 'visitor'; accessCode: string };

export type UsageKind = (typeof planUsage.$inferSelect)['kind'];

const ofSubject = (subject: LimitSubject) =>
  subject.kind === 'user'
    ? eq(planUsage.userId, subject.userId)
    : eq(planUsage.accessCode, subject.accessCode);

/**
 * Locks the subject's row until the transaction ends, so that two requests of one user cannot
 * both pass a check for the last unit of an allowance.
 */
export async function lockSubject(db: Database, subject: LimitSubject): Promise<void> {
  if (subject.kind === 'user') {
    await db.select({ id: users.id }).from(users).where(eq(users.id, subject.userId)).for('update');
  } else {
    await db
      .select({ code: plannerAccessCodes.code })
      .from(plannerAccessCodes)
      .where(eq(plannerAccessCodes.code, subject.accessCode))
      .for('update');
  }
}

/** Rows of one kind since `since`; with `onlyAllowance`, those paid with a mile are left out. */
export async function countUsage(
  db: Database,
  subject: LimitSubject,
  kind: UsageKind,
  since: Date,
  onlyAllowance = false,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(planUsage)
    .where(
      and(
        ofSubject(subject),
        eq(planUsage.kind, kind),
        gte(planUsage.createdAt, since),
        onlyAllowance ? eq(planUsage.paidWithMile, false) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export async function hasUsage(
  db: Database,
  subject: LimitSubject,
  kind: UsageKind,
  objectKey: string,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: planUsage.id })
    .from(planUsage)
    .where(
      and(
        ofSubject(subject),
        eq(planUsage.kind, kind),
        eq(planUsage.objectKey, objectKey),
        gte(planUsage.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The distinct object keys recorded in one scope (e.g. the friends invited to one trip). */
export async function objectKeysInScope(
  db: Database,
  subject: LimitSubject,
  kind: UsageKind,
  scopeKey: string,
): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ key: planUsage.objectKey })
    .from(planUsage)
    .where(and(ofSubject(subject), eq(planUsage.kind, kind), eq(planUsage.scopeKey, scopeKey)));
  return new Set(rows.map((r) => r.key));
}

export async function insertUsage(
  db: Database,
  subject: LimitSubject,
  rows: { kind: UsageKind; objectKey: string; scopeKey?: string; paidWithMile?: boolean }[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  const owner =
    subject.kind === 'user' ? { userId: subject.userId } : { accessCode: subject.accessCode };
  await db.insert(planUsage).values(rows.map((row) => ({ ...owner, ...row, createdAt: at })));
}

/**
 * Hands a usage row over to another object (a trip planned in place of another): true when a
 * row of `fromKey` recorded since `since` was found and now stands for `toKey`.
 */
export async function rekeyUsage(
  db: Database,
  subject: LimitSubject,
  kind: UsageKind,
  keys: { from: string; to: string },
  since: Date,
): Promise<boolean> {
  const rows = await db
    .update(planUsage)
    .set({ objectKey: keys.to })
    .where(
      and(
        ofSubject(subject),
        eq(planUsage.kind, kind),
        eq(planUsage.objectKey, keys.from),
        gte(planUsage.createdAt, since),
      ),
    )
    .returning({ id: planUsage.id });
  return rows.length > 0;
}

/** Miles bought (paid invoices) minus miles spent on object views. */
export async function milesLeft(db: Database, userId: number): Promise<number> {
  const [bought] = await db
    .select({ n: sql<number>`coalesce(sum(${invoices.miles}), 0)`.mapWith(Number) })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.paid, true)));
  const [spent] = await db
    .select({ n: count() })
    .from(planUsage)
    .where(and(eq(planUsage.userId, userId), eq(planUsage.paidWithMile, true)));
  return (bought?.n ?? 0) - (spent?.n ?? 0);
}

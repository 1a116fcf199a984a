import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { plannerAccessCodes } from '../../db/schema';

export async function insertAccessCode(db: Database, code: string): Promise<void> {
  await db.insert(plannerAccessCodes).values({ code });
}

export async function findAccessCode(db: Database, code: string) {
  const [row] = await db
    .select()
    .from(plannerAccessCodes)
    .where(eq(plannerAccessCodes.code, code))
    .limit(1);
  return row;
}

export async function claimAccessCode(db: Database, code: string, userId: number): Promise<void> {
  await db
    .update(plannerAccessCodes)
    .set({ userId, claimedAt: sql`now()` })
    .where(eq(plannerAccessCodes.code, code));
}

/** The code's row, locked until the transaction ends: one claim at a time. */
export async function lockAccessCode(db: Database, code: string) {
  const [row] = await db
    .select()
    .from(plannerAccessCodes)
    .where(eq(plannerAccessCodes.code, code))
    .for('update');
  return row;
}

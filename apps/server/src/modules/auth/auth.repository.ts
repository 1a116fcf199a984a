import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTokens, userKeys, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type UserKeyPurpose = (typeof userKeys.$inferSelect)['purpose'];

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function usernameExists(db: Database, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  return row !== undefined;
}

export async function insertUser(
  db: Database,
  values: { email: string; passwordHash: string; username: string; name: string },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function touchLastLogin(db: Database, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ lastLogin: sql`now()` })
    .where(eq(users.id, userId));
}

export async function updatePasswordHash(
  db: Database,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function markEmailConfirmed(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ emailConfirmed: true }).where(eq(users.id, userId));
}

export async function insertToken(
  db: Database,
  userId: number,
  keyHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(authTokens).values({ userId, keyHash, expiresAt });
}

/** The active user behind a token hash, if the token exists and has not expired. */
export async function findUserByTokenHash(
  db: Database,
  keyHash: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.keyHash, keyHash),
        gt(authTokens.expiresAt, sql`now()`),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row?.user;
}

export async function deleteToken(db: Database, keyHash: string): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.keyHash, keyHash));
}

export async function deleteTokensOfUser(db: Database, userId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.userId, userId));
}

export async function insertUserKey(
  db: Database,
  values: {
    userId: number;
    purpose: UserKeyPurpose;
    keyHash: string;
    email: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(userKeys).values(values);
}

/** An unused, unexpired one-time key. */
export async function findLiveUserKey(db: Database, keyHash: string, purpose: UserKeyPurpose) {
  const [row] = await db
    .select()
    .from(userKeys)
    .where(
      and(
        eq(userKeys.keyHash, keyHash),
        eq(userKeys.purpose, purpose),
        isNull(userKeys.usedAt),
        gt(userKeys.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

/** Uses up every open key of that purpose, so that an older link dies with the one just used. */
export async function spendUserKeys(
  db: Database,
  userId: number,
  purpose: UserKeyPurpose,
): Promise<void> {
  await db
    .update(userKeys)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(userKeys.userId, userId), eq(userKeys.purpose, purpose), isNull(userKeys.usedAt)),
    );
}

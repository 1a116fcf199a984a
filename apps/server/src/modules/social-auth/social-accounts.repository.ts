import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oauthRequestTokens, socialAccounts, users } from '../../db/schema';
import type { UserRow } from '../auth/auth.repository';

type Provider = (typeof socialAccounts.$inferSelect)['provider'];

export async function userOfSocialAccount(
  db: Database,
  provider: Provider,
  uid: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.uid, uid)));
  return row?.user;
}

export async function linkSocialAccount(
  db: Database,
  values: { provider: Provider; uid: string; userId: number },
): Promise<void> {
  await db.insert(socialAccounts).values(values);
}

/** Keeps a request token's secret until the callback, dropping tokens that were never used. */
export async function saveRequestToken(
  db: Database,
  values: { token: string; secret: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.delete(oauthRequestTokens).where(lte(oauthRequestTokens.expiresAt, now));
  await db
    .insert(oauthRequestTokens)
    .values(values)
    .onConflictDoUpdate({
      target: oauthRequestTokens.token,
      set: { secret: values.secret, expiresAt: values.expiresAt },
    });
}

/** Removes and returns a live request token: each one is exchanged at most once. */
export async function takeRequestToken(
  db: Database,
  token: string,
  now: Date,
): Promise<{ token: string; secret: string } | undefined> {
  const [row] = await db
    .delete(oauthRequestTokens)
    .where(eq(oauthRequestTokens.token, token))
    .returning();
  return row && row.expiresAt > now ? row : undefined;
}

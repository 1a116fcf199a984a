import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chats } from '../../db/schema';

/**
 * The chat row that holds a trip. The planner writes it in the transactions that create a trip
 * (a new chat, or the caller's chat linked) and hand an access code's trips over; the chats
 * module (history, rename, delete) and the assistant build on it.
 */
export type ChatRow = typeof chats.$inferSelect;

export async function insertChat(
  db: Database,
  values: typeof chats.$inferInsert,
): Promise<ChatRow> {
  const [row] = await db.insert(chats).values(values).returning();
  return row!;
}

export async function findChatBySlug(db: Database, slug: string): Promise<ChatRow | undefined> {
  const [row] = await db.select().from(chats).where(eq(chats.slug, slug)).limit(1);
  return row;
}

/** Locks the chat row, so that two trips are never linked to one chat at once. */
export async function lockChatBySlug(db: Database, slug: string): Promise<ChatRow | undefined> {
  const [row] = await db.select().from(chats).where(eq(chats.slug, slug)).for('update');
  return row;
}

export async function updateChat(
  db: Database,
  id: number,
  set: Partial<typeof chats.$inferInsert>,
): Promise<ChatRow> {
  const [row] = await db
    .update(chats)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(chats.id, id))
    .returning();
  return row!;
}

export async function deleteChat(db: Database, id: number): Promise<void> {
  await db.delete(chats).where(eq(chats.id, id));
}

/** The chats of a claimed access code follow the user who claimed it. */
export async function transferChats(db: Database, code: string, userId: number): Promise<void> {
  await db
    .update(chats)
    .set({ userId, plannerAccessCode: null })
    .where(and(eq(chats.plannerAccessCode, code), isNull(chats.userId)));
}

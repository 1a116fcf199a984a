import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { singleRow } from '../../db/single-row';
import { chats } from '../../db/schema';

/**
 * The chat row that holds a trip. The planner writes it in the transactions that create a trip
 * (a new chat, or the caller's chat linked) and hand an access code's trips over; the chats
 * module (history, rename, delete) and the assistant build on it.
 */
export type ChatRow = typeof chats.$inferSelect;

const chatRow = singleRow<typeof chats, string>(chats, chats.slug);

export const insertChat = chatRow.insert;
export const findChatBySlug = chatRow.find;
/** Locks the chat row, so that two trips are never linked to one chat at once. */
export const lockChatBySlug = chatRow.lock;

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

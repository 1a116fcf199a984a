import type { StoredChatMessage } from '@ai-map/contracts';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages, chats } from '../../db/schema';
import type { ChatRow } from '../planner/trip-chats.repository';

export type ChatMessageRow = typeof chatMessages.$inferSelect;

export async function findChatById(db: Database, id: number): Promise<ChatRow | undefined> {
  const [row] = await db.select().from(chats).where(eq(chats.id, id)).limit(1);
  return row;
}

export async function insertMessage(
  db: Database,
  values: typeof chatMessages.$inferInsert,
): Promise<ChatMessageRow> {
  const [row] = await db.insert(chatMessages).values(values).returning();
  return row!;
}

/** A chat's messages, oldest first. */
export async function listMessages(db: Database, chatId: number): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.chatId, chatId))
    .orderBy(asc(chatMessages.id));
}

/** The last `limit` messages of a chat, oldest first: the context a brain reads. */
export async function recentMessages(
  db: Database,
  chatId: number,
  limit: number,
): Promise<ChatMessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.chatId, chatId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/**
 * Answers every user message that is the last of its chat and older than `before` with an
 * assistant error message `content`, in one statement (a turn finishing meanwhile either wrote
 * its answer first, and its message no longer counts, or comes after the error). Returns the
 * chats answered.
 */
export async function answerUnansweredMessages(
  db: Database,
  before: Date,
  content: string,
): Promise<number[]> {
  // Both drivers answer raw queries with `{ rows }`.
  const result = (await db.execute(sql`
    insert into ${chatMessages} (chat_id, role, content, type)
    select m.chat_id, 'assistant', ${content}, 'error'
    from ${chatMessages} m
    where m.role = 'user'
      and m.created_at < ${before.toISOString()}
      and not exists (
        select 1 from ${chatMessages} later where later.chat_id = m.chat_id and later.id > m.id
      )
    returning chat_id`)) as unknown as { rows: { chat_id: number }[] };
  return result.rows.map((row) => Number(row.chat_id));
}

export const presentMessage = (row: ChatMessageRow): StoredChatMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  type: row.type ?? null,
  created_at: row.createdAt.toISOString(),
});

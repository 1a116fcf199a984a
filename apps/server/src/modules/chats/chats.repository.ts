import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages, chats } from '../../db/schema';
import type { ChatRow } from '../planner/trip-chats.repository';

/** The history of a user, or of an anonymous planner's code: newest activity first. */
export async function listChats(
  db: Database,
  owner: { userId: number } | { accessCode: string },
): Promise<ChatRow[]> {
  const where =
    'userId' in owner
      ? eq(chats.userId, owner.userId)
      : and(isNull(chats.userId), eq(chats.plannerAccessCode, owner.accessCode));
  return db.select().from(chats).where(where).orderBy(desc(chats.updatedAt), desc(chats.id));
}

/** The latest message of each chat, for the history list's entries. */
export async function lastMessages(db: Database, chatIds: number[]): Promise<Map<number, string>> {
  if (chatIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([chatMessages.chatId], {
      chatId: chatMessages.chatId,
      content: chatMessages.content,
    })
    .from(chatMessages)
    .where(inArray(chatMessages.chatId, chatIds))
    .orderBy(chatMessages.chatId, desc(chatMessages.id));
  return new Map(rows.map((row) => [row.chatId, row.content]));
}

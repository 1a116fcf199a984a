import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { chats } from './planner';
import { users } from './users';

/**
 * The messages of an assistant chat (spec 000 §3 Chat message), oldest first by id. A user's
 * message is stored before it is answered, so a reload never loses it; an error reply is kept
 * with `type` 'error'. `meta` keeps what the turn did (the box shown, whether the trip changed).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    type: text('type', { enum: ['error'] }),
    /** Who wrote a user message: a user, or an anonymous planner by access code. */
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    meta: jsonb('meta').$type<{
      boundingBox?: unknown;
      isChanges?: boolean;
      tools?: string[];
      /** A plan the answer asked to complete (the built-in brain's clarifying question). */
      draft?: unknown;
      /** What the answer's edit did, for a next "put it back" (brain/edit-memory.schema.ts). */
      lastEdit?: unknown;
      /** The request the answer planned a trip from, for later reshapes (chat-session.ts). */
      planned?: unknown;
    }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_chat_idx').on(t.chatId, t.id)],
);

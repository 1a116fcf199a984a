import { z } from 'zod';
import { apiPathTable } from './routes';

/** Paths of the chat calls that give trips their home (spec 000 §7), relative to API_BASE. */
export const chatPaths = apiPathTable({
  chats: 'travel-chat/chats/',
  chat: (slug: string) => `travel-chat/chats/${encodeURIComponent(slug)}/`,
});

/** Spec 000 §3 Chat (trip): `trip` is the linked trip's id, null until one is planned. */
export const ChatSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  trip: z.number().int().nullable(),
});
export type Chat = z.infer<typeof ChatSchema>;

/** A history entry (spec 000 §3: id, title, message) — `message` is the chat's last message. */
export const ChatHistoryEntrySchema = ChatSchema.extend({
  message: z.string(),
  updated_at: z.string(),
});
export const ChatHistorySchema = z.array(ChatHistoryEntrySchema);
export type ChatHistoryEntry = z.infer<typeof ChatHistoryEntrySchema>;

export const ChatParamsSchema = z.object({ slug: z.string().trim().min(1).max(64) });

/** `PATCH travel-chat/chats/{slug}/` (trip rename, spec 000 §4). */
export const RenameChatBodySchema = z.strictObject({
  title: z.string().trim().min(1, 'The title cannot be empty.').max(255),
});

export const chatMessages = {
  chatNotFound: 'Chat not found.',
  deleteNotAllowed: 'Only the owner can delete this chat.',
  renameNotAllowed: 'You are not allowed to rename this chat.',
  /** Ours: the answer to a message whose turn died with its server (stored as an error). */
  turnInterrupted:
    'The assistant stopped before answering your last message, and it was not carried out. Please send it again.',
} as const;

import { z } from 'zod';
import { ChatSchema } from './chats';
import { boundingBoxShape } from './geo';
import { apiPathTable } from './routes';

/** Paths of the assistant's sockets (spec 000 §7), under the site root, not API_BASE. */
export const chatSocketPaths = {
  chat: (chatId: number) => `/ws/chat/${chatId}/`,
  voice: (chatId: number) => `/ws/stt_answer/${chatId}/`,
} as const;

/**
 * A turn not answered in this long died with its server or hangs for good: the server stores an
 * error as its answer (checked every minute), and a page that did not send it stops waiting.
 */
export const CHAT_TURN_TIMEOUT_MS = 5 * 60_000;
/** How often the server looks for turns past CHAT_TURN_TIMEOUT_MS. */
export const CHAT_TURN_SWEEP_INTERVAL_MS = 60_000;

/** A chat message longer than this is refused with an `error` event (the socket stays open). */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;

export const UserLocationSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type UserLocation = z.infer<typeof UserLocationSchema>;

export const ChatMessageEventSchema = z.object({
  type: z.literal('chat_message'),
  message: z
    .string()
    .trim()
    .min(1, 'The message is empty.')
    .max(
      CHAT_MESSAGE_MAX_LENGTH,
      `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
    ),
  user_location: UserLocationSchema.nullish(),
});
export type ChatMessageEvent = z.infer<typeof ChatMessageEventSchema>;

/** The map box an answer is about; the web moves the map to it. */
export const AnswerBoundingBoxSchema = z.object(boundingBoxShape);

/**
 * What the server sends on both sockets (spec 000 §7): the assistant is thinking; its message;
 * an error (the socket stays open); the transcript of what was said (voice); and the end of the
 * turn with the answer, the box to show and whether the trip changed. The web reloads a changed
 * trip on the trip socket's versioned `trip_changed` only, heard while the turn ran, so
 * `is_changes` (kept: the spec names it) reloads nothing. Our additions: `trip_id` and
 * `chat_title`, the chat's trip (null while it has none) and title after the turn, so the page
 * learns a trip the turn planned or replaced, and the chat's new name, without reading the chat.
 */
export const ChatServerEventSchema = z.union([
  z.object({ type: z.literal('ai_thinking') }),
  z.object({ role: z.literal('assistant'), message: z.string() }),
  z.object({ type: z.literal('error'), message: z.string() }),
  z.object({ type: z.literal('realtime_transcription'), text: z.string() }),
  z.object({
    status: z.literal('complete'),
    message: z.object({ answer: z.string() }),
    bounding_box: AnswerBoundingBoxSchema.nullable(),
    is_changes: z.boolean(),
    trip_id: z.number().int().nullable(),
    chat_title: z.string(),
  }),
]);
export type ChatServerEvent = z.infer<typeof ChatServerEventSchema>;

/** Close codes of the chat sockets (the 4000–4999 range is the application's). */
export const CHAT_SOCKET_CLOSE = {
  /** No chat with that id, or not one the caller may open. */
  unknownChat: 4404,
  /** A frame over the size or nesting limit (WebSocket's own "message too big"). */
  messageTooLarge: 1009,
} as const;

/** A stored message of a chat (spec 000 §3 Chat message); errors are kept so history shows them. */
export const StoredChatMessageSchema = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  type: z.literal('error').nullable(),
  created_at: z.string(),
});
export type StoredChatMessage = z.infer<typeof StoredChatMessageSchema>;

/** `GET travel-chat/chats/{slug}/messages/`: the chat and its messages, oldest first (our design). */
export const ChatConversationSchema = z.object({
  chat: ChatSchema,
  messages: z.array(StoredChatMessageSchema),
});
export type ChatConversation = z.infer<typeof ChatConversationSchema>;

export const { chatMessages: chatMessagesPath } = apiPathTable({
  chatMessages: (slug: string) => `travel-chat/chats/${encodeURIComponent(slug)}/messages/`,
});

import type { ChatConversation, ChatServerEvent } from '@ai-map/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { chatConversationRoot, chatHistoryQueryKey } from '../../../shared/api/chat-query-keys';

export type TurnComplete = Extract<ChatServerEvent, { status: 'complete' }>;

/**
 * The end of a turn in the page's copies of the chat. The open chat's record takes the trip and
 * title the turn left, which `complete` carries (a first trip planned, a trip planned anew in the
 * old one's place and named after it), so the chat is not read again; its messages stay, as the
 * live lines already show the turn. The chat list is read again (its last message, the title).
 *
 * The trip is not reloaded here, whatever `is_changes` says: the trip socket's versioned
 * `trip_changed`, heard while the turn ran, did that once (useTripLive). A trip new to the chat
 * loads because the record now names it.
 */
export function applyTurnEnd(queryClient: QueryClient, chatId: number, event: TurnComplete): void {
  for (const [key, data] of queryClient.getQueriesData<ChatConversation>({
    queryKey: chatConversationRoot,
  })) {
    if (data?.chat.id !== chatId) continue;
    queryClient.setQueryData<ChatConversation>(key, {
      ...data,
      chat: { ...data.chat, trip: event.trip_id, title: event.chat_title },
    });
  }
  void queryClient.invalidateQueries({ queryKey: chatHistoryQueryKey });
}

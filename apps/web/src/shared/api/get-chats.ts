import { type ChatHistoryEntry, chatPaths, ChatHistorySchema } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';
import { chatHistoryQueryKey } from './chat-query-keys';
import { useSessionStore } from './session-store';

export function getChats(): Promise<ChatHistoryEntry[]> {
  return apiRequest(chatPaths.chats, { schema: ChatHistorySchema });
}

export function getChatsQueryOptions() {
  return queryOptions({ queryKey: chatHistoryQueryKey, queryFn: getChats });
}

/** The signed-in user's trip history (the sidebar's list), newest first. */
export function useChats() {
  const token = useSessionStore((state) => state.token);
  return useQuery({ ...getChatsQueryOptions(), enabled: token !== null });
}

import { type ChatConversation, ChatConversationSchema, chatMessagesPath } from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatConversationRoot } from '../../../shared/api/chat-query-keys';
import { apiRequest } from '../../../shared/api/client';

export const chatConversationQueryKey = (slug: string) => [...chatConversationRoot, slug] as const;

export function getChatConversation(slug: string, signal?: AbortSignal): Promise<ChatConversation> {
  return apiRequest(chatMessagesPath(slug), { schema: ChatConversationSchema, signal });
}

export function getChatConversationQueryOptions(slug: string) {
  return queryOptions({
    queryKey: chatConversationQueryKey(slug),
    queryFn: ({ signal }) => getChatConversation(slug, signal),
    // The live socket adds messages as they come; the stored copy is read once per visit.
    staleTime: Infinity,
    retry: false,
  });
}

/** A chat with its stored messages (history reloads, spec 000 §7). */
export function useChatConversation(slug: string | null) {
  return useQuery({ ...getChatConversationQueryOptions(slug ?? ''), enabled: slug !== null });
}

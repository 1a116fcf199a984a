import { type Chat, chatPaths, ChatSchema } from '@ai-map/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { chatHistoryQueryKey } from '../../../shared/api/chat-query-keys';

export function createChat(): Promise<Chat> {
  return apiRequest(chatPaths.chats, { method: 'POST', schema: ChatSchema });
}

/** A new, empty chat (spec 000 §7); the history list gains it. */
export function useCreateChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatHistoryQueryKey }),
  });
}

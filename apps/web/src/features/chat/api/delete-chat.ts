import { chatPaths } from '@ai-map/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { chatHistoryQueryKey } from '../../../shared/api/chat-query-keys';

export function deleteChat(slug: string): Promise<void> {
  return apiRequest(chatPaths.chat(slug), { method: 'DELETE' });
}

/** Trip delete (spec 000 §4): on success the trip leaves the history list. */
export function useDeleteChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatHistoryQueryKey }),
  });
}

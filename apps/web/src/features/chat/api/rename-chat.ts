import { type Chat, type ChatHistoryEntry, chatPaths, ChatSchema } from '@ai-map/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';
import { chatHistoryQueryKey } from '../../../shared/api/chat-query-keys';

export function renameChat({ slug, title }: { slug: string; title: string }): Promise<Chat> {
  return apiRequest(chatPaths.chat(slug), { method: 'PATCH', body: { title }, schema: ChatSchema });
}

/** Trip rename (spec 000 §4): optimistic in the history list, rolled back if the server refuses. */
export function useRenameChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameChat,
    onMutate: async ({ slug, title }) => {
      await queryClient.cancelQueries({ queryKey: chatHistoryQueryKey });
      const previous = queryClient.getQueryData<ChatHistoryEntry[]>(chatHistoryQueryKey);
      queryClient.setQueryData<ChatHistoryEntry[]>(chatHistoryQueryKey, (entries) =>
        entries?.map((entry) => (entry.slug === slug ? { ...entry, title } : entry)),
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      // Spec 000 §8: a failed rename is logged only; the list shows the old title again.
      console.warn('Could not rename the trip', error);
      if (context?.previous) queryClient.setQueryData(chatHistoryQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatHistoryQueryKey }),
  });
}

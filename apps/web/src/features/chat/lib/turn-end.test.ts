import type { ChatConversation } from '@ai-map/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { chatHistoryQueryKey } from '../../../shared/api/chat-query-keys';
import { chatConversationQueryKey } from '../api/get-chat-conversation';
import { applyTurnEnd, type TurnComplete } from './turn-end';

const complete = (changes: Partial<TurnComplete>): TurnComplete => ({
  status: 'complete',
  message: { answer: 'Here is your trip.' },
  bounding_box: null,
  is_changes: true,
  trip_id: 12,
  chat_title: '2 days in Paris',
  ...changes,
});

/** A page with the open chat (no trip yet), its trip query and the chat list, all loaded. */
function page() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const conversation: ChatConversation = {
    chat: { id: 5, slug: 'abc', title: '', trip: null },
    messages: [],
  };
  queryClient.setQueryData(chatConversationQueryKey('abc'), conversation);
  queryClient.setQueryData(['planner', 'trip', 12], { version: 1 });
  queryClient.setQueryData(chatHistoryQueryKey, []);
  return { queryClient };
}

describe('applyTurnEnd', () => {
  it('gives the open chat the trip and title the turn left, without reading the chat', () => {
    const { queryClient } = page();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    applyTurnEnd(queryClient, 5, complete({}));
    const data = queryClient.getQueryData<ChatConversation>(chatConversationQueryKey('abc'));
    expect(data!.chat).toEqual({ id: 5, slug: 'abc', title: '2 days in Paris', trip: 12 });
    expect(data!.messages).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('leaves the trip to the trip socket: a turn with changes does not reload it', () => {
    const { queryClient } = page();
    applyTurnEnd(queryClient, 5, complete({ is_changes: true }));
    expect(queryClient.getQueryState(['planner', 'trip', 12])!.isInvalidated).toBe(false);
    // The chat list is read again: the chat's last message and maybe its title changed.
    expect(queryClient.getQueryState(chatHistoryQueryKey)!.isInvalidated).toBe(true);
  });

  it('leaves another chat’s record as it was', () => {
    const { queryClient } = page();
    applyTurnEnd(queryClient, 6, complete({}));
    const data = queryClient.getQueryData<ChatConversation>(chatConversationQueryKey('abc'));
    expect(data!.chat.trip).toBeNull();
  });
});

import type { ChatConversation } from '@ai-map/contracts';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { chatHistoryQueryKey } from '../../../shared/api/chat-query-keys';
import { awaitsAnswer } from '../lib/awaits-answer';

/** How often a chat whose turn started before this page opened is read again. */
const FOLLOW_MS = 2000;

/**
 * A turn that was running when the page opened (a reload, another tab) answers on the socket
 * that sent it, not on this page's: the chat is read again every 2 s until its answer (or the
 * server's interrupted-turn error) is stored; then the chat list is refreshed once, as a live
 * answer does. The trip is not reloaded here either: what the turn changed reached this page's
 * trip socket as `trip_changed` (or its `hello`), the one reload of a shown trip, and a trip the
 * turn planned comes with the chat record read here. `following` is false while this page has
 * its own turn live.
 * Returns whether the page is waiting for such an answer.
 */
export function useFollowTurn(
  conversation: UseQueryResult<ChatConversation>,
  following: boolean,
): boolean {
  const queryClient = useQueryClient();
  const waiting = following && awaitsAnswer(conversation.data);
  const wasWaiting = useRef(false);
  const { refetch } = conversation;
  useEffect(() => {
    if (!waiting) {
      if (wasWaiting.current) void queryClient.invalidateQueries({ queryKey: chatHistoryQueryKey });
      wasWaiting.current = false;
      return;
    }
    wasWaiting.current = true;
    const timer = setInterval(() => void refetch(), FOLLOW_MS);
    return () => clearInterval(timer);
  }, [waiting, refetch, queryClient]);
  return waiting;
}

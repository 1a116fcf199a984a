import {
  CHAT_TURN_SWEEP_INTERVAL_MS,
  CHAT_TURN_TIMEOUT_MS,
  type ChatConversation,
} from '@ai-map/contracts';

/**
 * Whether the chat's last stored message is the user's and may still be answered: a turn that
 * was running when this page opened (the page was reloaded, or the chat opened in another tab).
 * Its answer goes out on the socket that sent it, so this page can only read the chat again;
 * past the timeout and the server's next sweep, the turn has its stored error or never ends.
 */
export function awaitsAnswer(
  conversation: ChatConversation | undefined,
  now: number = Date.now(),
): boolean {
  const last = conversation?.messages.at(-1);
  if (last?.role !== 'user') return false;
  const age = now - Date.parse(last.created_at);
  return age < CHAT_TURN_TIMEOUT_MS + CHAT_TURN_SWEEP_INTERVAL_MS + 30_000;
}

import { CHAT_TURN_TIMEOUT_MS, type ChatConversation } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { awaitsAnswer } from './awaits-answer';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const at = (msAgo: number) => new Date(NOW - msAgo).toISOString();

function conversation(...lines: ['user' | 'assistant', number][]): ChatConversation {
  return {
    chat: {} as ChatConversation['chat'],
    messages: lines.map(([role, msAgo], index) => ({
      id: index + 1,
      role,
      content: `${role} ${index}`,
      type: null,
      created_at: at(msAgo),
    })),
  };
}

describe('awaitsAnswer', () => {
  it('waits for a user message sent moments ago that has no answer yet', () => {
    expect(awaitsAnswer(conversation(['user', 2_000]), NOW)).toBe(true);
    expect(
      awaitsAnswer(conversation(['user', 60_000], ['assistant', 50_000], ['user', 3_000]), NOW),
    ).toBe(true);
  });

  it('does not wait once the last message is an answer, or for an empty chat', () => {
    expect(awaitsAnswer(conversation(['user', 2_000], ['assistant', 1_000]), NOW)).toBe(false);
    expect(awaitsAnswer(conversation(), NOW)).toBe(false);
    expect(awaitsAnswer(undefined, NOW)).toBe(false);
  });

  it('gives up on a turn older than the timeout and the sweep after it', () => {
    expect(awaitsAnswer(conversation(['user', CHAT_TURN_TIMEOUT_MS]), NOW)).toBe(true);
    expect(awaitsAnswer(conversation(['user', CHAT_TURN_TIMEOUT_MS + 2 * 60_000]), NOW)).toBe(
      false,
    );
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { useChatStore } from './chat-store';

const lines = (chatId: number) =>
  (useChatStore.getState().chats[chatId]?.lines ?? []).map((line) =>
    line.loading ? '…' : `${line.role}:${line.content}${line.type ? ` (${line.type})` : ''}`,
  );

describe('the live side of a chat', () => {
  beforeEach(() => useChatStore.getState().clear(1));

  it('shows the placeholder until the answer replaces it, once', () => {
    const chat = useChatStore.getState();
    chat.said(1, 'Plan 2 days in Paris');
    chat.thinking(1);
    expect(lines(1)).toEqual(['user:Plan 2 days in Paris', '…']);
    chat.answered(1, 'Here you go');
    chat.completed(1, 'Here you go');
    expect(lines(1)).toEqual(['user:Plan 2 days in Paris', 'assistant:Here you go']);
    expect(useChatStore.getState().chats[1]?.waiting).toBe(false);
  });

  it('adds the final answer when no assistant message came before it', () => {
    const chat = useChatStore.getState();
    chat.said(1, 'hello');
    chat.completed(1, 'Hi! Where to?');
    expect(lines(1)).toEqual(['user:hello', 'assistant:Hi! Where to?']);
  });

  it('turns the placeholder into an error reply', () => {
    const chat = useChatStore.getState();
    chat.said(1, 'hello');
    chat.failed(1, 'Something went wrong. Please try again.');
    expect(lines(1)).toEqual([
      'user:hello',
      'assistant:Something went wrong. Please try again. (error)',
    ]);
  });

  it('drops the lines the reloaded conversation holds and keeps what was said since', () => {
    const chat = useChatStore.getState();
    chat.said(1, 'first');
    chat.completed(1, 'answer one');
    chat.said(1, 'second');
    chat.settle(1, 2);
    expect(lines(1)).toEqual(['user:second', '…']);
  });
});

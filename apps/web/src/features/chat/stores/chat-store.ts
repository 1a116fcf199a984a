import { create } from 'zustand';

/** A message as the chat shows it (spec 000 §3 Chat message). */
export interface ChatLine {
  key: string;
  role: 'user' | 'assistant';
  content: string;
  /** The assistant's placeholder while it thinks. */
  loading?: boolean;
  type?: 'error';
}

interface LiveChat {
  /** What was said since the chat was opened; the stored history comes from the server. */
  lines: ChatLine[];
  /** A message is out and its turn has not completed. */
  waiting: boolean;
  /** The assistant's message of the current turn arrived (the final answer then repeats it). */
  answered: boolean;
}

interface ChatState {
  chats: Record<number, LiveChat>;
  said: (chatId: number, text: string) => void;
  thinking: (chatId: number) => void;
  answered: (chatId: number, text: string) => void;
  failed: (chatId: number, text: string) => void;
  completed: (chatId: number, answer: string) => void;
  /** Leaving a chat forgets its live lines; the server's history has them. */
  clear: (chatId: number) => void;
}

const empty: LiveChat = { lines: [], waiting: false, answered: false };
let nextKey = 1;
const line = (fields: Omit<ChatLine, 'key'>): ChatLine => ({ key: `live-${nextKey++}`, ...fields });
const withoutPlaceholder = (lines: ChatLine[]) => lines.filter((entry) => !entry.loading);

/** The live side of each open chat: the user's messages, the placeholder, answers and errors. */
export const useChatStore = create<ChatState>()((set) => {
  const update = (chatId: number, change: (chat: LiveChat) => LiveChat) =>
    set((state) => ({
      chats: { ...state.chats, [chatId]: change(state.chats[chatId] ?? empty) },
    }));
  return {
    chats: {},
    said: (chatId, text) =>
      update(chatId, (chat) => ({
        lines: [
          ...chat.lines,
          line({ role: 'user', content: text }),
          line({ role: 'assistant', content: '', loading: true }),
        ],
        waiting: true,
        answered: false,
      })),
    thinking: (chatId) =>
      update(chatId, (chat) =>
        chat.lines.some((entry) => entry.loading)
          ? chat
          : {
              ...chat,
              lines: [...chat.lines, line({ role: 'assistant', content: '', loading: true })],
            },
      ),
    answered: (chatId, text) =>
      update(chatId, (chat) => ({
        ...chat,
        lines: [...withoutPlaceholder(chat.lines), line({ role: 'assistant', content: text })],
        answered: true,
      })),
    failed: (chatId, text) =>
      update(chatId, (chat) => ({
        lines: [
          ...withoutPlaceholder(chat.lines),
          line({ role: 'assistant', content: text, type: 'error' }),
        ],
        waiting: false,
        answered: false,
      })),
    completed: (chatId, answer) =>
      update(chatId, (chat) => ({
        lines:
          chat.answered || !answer
            ? withoutPlaceholder(chat.lines)
            : [...withoutPlaceholder(chat.lines), line({ role: 'assistant', content: answer })],
        waiting: false,
        answered: false,
      })),
    clear: (chatId) =>
      set((state) => {
        const chats = { ...state.chats };
        delete chats[chatId];
        return { chats };
      }),
  };
});

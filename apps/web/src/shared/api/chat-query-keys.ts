// The chat caches' keys live here, not in features/chat: the planner refreshes them too (a new,
// renamed or joined trip changes the chat list), and the planner may not reach into the chat
// feature, which itself builds on the planner.

/** The viewer's chat list (the sidebar's history). */
export const chatHistoryQueryKey = ['chats', 'history'] as const;

/** Every chat's conversation lives under this key. */
export const chatConversationRoot = ['chats', 'conversation'] as const;

// What other features may use of chat: they import from this file only (eslint.config.js).
export { useChatConversation } from './api/get-chat-conversation';
export { ChatPanel } from './components/chat-panel';

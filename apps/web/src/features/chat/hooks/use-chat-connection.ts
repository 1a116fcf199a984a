import {
  AUTH_COOKIE,
  type ChatServerEvent,
  chatSocketPaths,
  messages,
  type UserLocation,
  voiceMessages,
} from '@ai-map/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { readCookie } from '../../../shared/lib/cookies';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useMapViewStore } from '../../map';
import { chatConversationRoot } from '../../../shared/api/chat-query-keys';
import { ChatSocket } from '../../../shared/lib/chat-socket';
import { applyTurnEnd } from '../lib/turn-end';
import { currentUserLocation } from '../lib/user-location';
import { useChatStore } from '../stores/chat-store';

const CHAT_MODE_ERROR = 'Chat mode Error';

type SocketKind = 'chat' | 'voice';

/**
 * The open sockets, by kind and chat id: they outlive the page that opened them (see
 * leaveChat). The voice socket's `onComplete` restarts recording after each answer.
 */
const sockets = new Map<string, ChatSocket>();
const voiceListeners = new Map<number, () => void>();
const keyOf = (kind: SocketKind, chatId: number) => `${kind}:${chatId}`;

export function chatSocketUrl(chatId: number, kind: SocketKind = 'chat'): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const token = readCookie(AUTH_COOKIE);
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  const path = kind === 'chat' ? chatSocketPaths.chat(chatId) : chatSocketPaths.voice(chatId);
  return `${scheme}://${window.location.host}${path}${query}`;
}

/**
 * Applies one server event to the chat and to the rest of the app (map, chat record, history).
 * The trip is not reloaded here: the trip socket's `trip_changed` does (see applyTurnEnd).
 */
function handleEvent(
  chatId: number,
  kind: SocketKind,
  event: ChatServerEvent,
  queryClient: QueryClient,
) {
  const store = useChatStore.getState();
  if ('type' in event) {
    if (event.type === 'ai_thinking') store.thinking(chatId);
    else if (event.type === 'realtime_transcription') store.said(chatId, event.text);
    else if (event.type === 'error') {
      store.failed(chatId, event.message);
      if (kind === 'voice') voiceListeners.get(chatId)?.();
    }
    return;
  }
  if ('role' in event) {
    store.answered(chatId, event.message);
    return;
  }
  store.completed(chatId, event.message.answer);
  const box = event.bounding_box;
  if (box) {
    useMapViewStore.getState().flyTo({
      bounds: [
        [box.top_left.lng, box.bottom_right.lat],
        [box.bottom_right.lng, box.top_left.lat],
      ],
    });
  }
  applyTurnEnd(queryClient, chatId, event);
  if (kind === 'voice') voiceListeners.get(chatId)?.();
}

function socketOf(chatId: number, queryClient: QueryClient, kind: SocketKind = 'chat'): ChatSocket {
  const key = keyOf(kind, chatId);
  let socket = sockets.get(key);
  if (!socket) {
    socket = new ChatSocket({
      url: () => chatSocketUrl(chatId, kind),
      onEvent: (event) => handleEvent(chatId, kind, event, queryClient),
      onStatus: (status) => {
        if (status !== 'refused' && status !== 'reconnecting') return;
        const { chats, failed } = useChatStore.getState();
        // Only a turn in flight is lost: tell the user once, in the chat and as a toast.
        if (chats[chatId]?.waiting || kind === 'voice') {
          failed(chatId, messages.somethingWentWrong);
          toast.error(
            messages.somethingWentWrong,
            kind === 'chat' ? CHAT_MODE_ERROR : voiceMessages.errorTitle,
          );
        }
      },
    });
    sockets.set(key, socket);
  }
  return socket;
}

/**
 * Sends a chunk of recorded speech on the chat's voice socket. `onAnswered` runs after each
 * answer (or error) of that socket, so recording can start again.
 */
export function sendVoiceChunk(
  chatId: number,
  data: string,
  final: boolean,
  queryClient: QueryClient,
  onAnswered: () => void,
) {
  voiceListeners.set(chatId, onAnswered);
  socketOf(chatId, queryClient, 'voice').send({
    type: 'audio_chunk',
    data,
    ...(final ? { final: true } : {}),
  });
}

/**
 * Sends a take recorded before its chat existed (the first words on /chat/new) on the new chat's
 * voice socket: it is transcribed and answered as the chat's first message.
 */
export function sendVoiceTake(chatId: number, chunks: string[], queryClient: QueryClient) {
  // A take with no sound still ends with a final chunk, which the server answers with its error.
  const take = chunks.length > 0 ? chunks : [''];
  take.forEach((data, index) =>
    sendVoiceChunk(chatId, data, index === take.length - 1, queryClient, () => undefined),
  );
}

/** Sends a message in a chat, opening its socket if needed; the message waits until it is open. */
export async function sendChatMessage(chatId: number, text: string, queryClient: QueryClient) {
  useChatStore.getState().said(chatId, text);
  const location: UserLocation | null = await currentUserLocation();
  socketOf(chatId, queryClient).send({
    type: 'chat_message',
    message: text,
    user_location: location,
  });
}

/** Leaving a chat closes its socket and forgets its live lines (the next visit reloads them). */
export function leaveChat(chatId: number, queryClient: QueryClient) {
  for (const kind of ['chat', 'voice'] as const) {
    sockets.get(keyOf(kind, chatId))?.close();
    sockets.delete(keyOf(kind, chatId));
  }
  voiceListeners.delete(chatId);
  useChatStore.getState().clear(chatId);
  queryClient.removeQueries({ queryKey: chatConversationRoot });
}

/**
 * The chat page's link to its socket: `send` for the composer, and the clean-up of spec 000 §4
 * when the page shows another chat or goes away. A chat created on /chat/new keeps its socket
 * while the app moves to the chat's own address, because no page had it open yet.
 */
export function useChatConnection(chatId: number | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (chatId === null) return;
    return () => leaveChat(chatId, queryClient);
  }, [chatId, queryClient]);
  return useCallback(
    (text: string) => {
      if (chatId !== null) void sendChatMessage(chatId, text, queryClient);
    },
    [chatId, queryClient],
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useVoiceRecorder, type VoiceRecorder } from '../../voice';
import { sendVoiceChunk } from './use-chat-connection';

/**
 * Voice in an open chat: the recorder's chunks go out on the chat's voice socket, and after
 * each answer recording starts again (spec 000 §7) until the user ends voice mode. Leaving the
 * chat drops a take in progress.
 */
export function useVoiceChat(chatId: number | null): VoiceRecorder {
  const queryClient = useQueryClient();
  const recorder = useRef<VoiceRecorder | null>(null);
  const current = useVoiceRecorder({
    onChunk: (data, final) => {
      if (chatId === null) return;
      sendVoiceChunk(chatId, data, final, queryClient, () => {
        if (recorder.current?.state === 'processing') void recorder.current.start();
      });
    },
  });
  useEffect(() => {
    recorder.current = current;
  });
  useEffect(() => () => recorder.current?.cancel(), [chatId]);
  return current;
}

/**
 * Voice on /chat/new, where no chat exists yet: the take is kept until it ends, then handed to
 * `onTake`, which starts the chat with it as a typed first message would (false: the chat was
 * refused, and the button is ready again).
 */
export function useNewChatVoice(onTake: (chunks: string[]) => Promise<boolean>): VoiceRecorder {
  const take = useRef<string[]>([]);
  const recorder = useRef<VoiceRecorder | null>(null);
  const current = useVoiceRecorder({
    onChunk: (data, final) => {
      if (data) take.current.push(data);
      if (!final) return;
      const chunks = take.current;
      take.current = [];
      void onTake(chunks).then((started) => {
        if (!started) recorder.current?.finish();
      });
    },
  });
  useEffect(() => {
    recorder.current = current;
  });
  // A new take starts empty, whatever an abandoned one left.
  const start = current.start;
  return {
    ...current,
    start: () => {
      take.current = [];
      return start();
    },
  };
}

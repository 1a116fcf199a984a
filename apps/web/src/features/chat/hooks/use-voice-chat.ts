import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useVoiceRecorder, type VoiceRecorder } from '../../voice/hooks/use-voice-recorder';
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

import { type VoiceStatus, voiceMessages } from '@ai-map/contracts';
import type { SpeechToText } from './speech-to-text';
import type { UtteranceBuffer } from './utterance-buffer';
import { AudioError } from './wav';

/** What the web's voice button needs to know. */
export function voiceStatus(stt: SpeechToText | null): VoiceStatus {
  return { available: stt !== null, provider: stt?.name ?? null };
}

/**
 * Transcribes the utterance gathered so far and empties the buffer. Throws AudioError when there
 * is no audio or no words in it, SpeechToTextError when the provider fails.
 */
export async function transcribeUtterance(
  stt: SpeechToText,
  utterance: UtteranceBuffer,
  options: { signal?: AbortSignal } = {},
): Promise<string> {
  const text = (await stt.transcribe(utterance.take(), options)).replace(/\s+/g, ' ').trim();
  if (!text) throw new AudioError(400, voiceMessages.nothingHeard);
  return text;
}

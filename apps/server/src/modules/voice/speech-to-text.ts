import { type SttProviderName, voiceMessages } from '@ai-map/contracts';
import { HttpError } from '../../lib/http-error';

/** Turns speech into text (the providers: openai-transcriber.ts, pocketsphinx-transcriber.ts). */
export interface SpeechToText {
  readonly name: SttProviderName;
  /** `wav16kMono`: a 16 kHz mono 16-bit WAV (UtteranceBuffer#take). Resolves to the raw transcript. */
  transcribe(wav16kMono: Buffer, options?: { signal?: AbortSignal }): Promise<string>;
}

/**
 * The provider failed (unreachable, refused, crashed, timed out). Users see the generic
 * message; `reason` is for the log.
 */
export class SpeechToTextError extends HttpError {
  constructor(readonly reason: string) {
    super(503, 'service_unavailable', voiceMessages.transcriptionFailed);
    this.name = 'SpeechToTextError';
  }
}

/** How long one transcription may take before it counts as failed. */
export const STT_TIMEOUT_MS = 60_000;

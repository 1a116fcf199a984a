import { z } from 'zod';
import { type SpeechToText, SpeechToTextError, STT_TIMEOUT_MS } from './speech-to-text';

const TranscriptionSchema = z.object({ text: z.string() });

export interface OpenAiTranscriberOptions {
  /** API base without the trailing slash, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

/**
 * OpenAI's `POST {base}/audio/transcriptions` (multipart: `file`, `model`; answer `{text}`),
 * which whisper servers, LocalAI, vLLM and others speak as well.
 */
export function createOpenAiTranscriber(options: OpenAiTranscriberOptions): SpeechToText {
  const url = `${options.baseUrl}/audio/transcriptions`;
  return {
    name: 'openai',
    async transcribe(wav, { signal } = {}) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'speech.wav');
      form.append('model', options.model);
      const timeout = AbortSignal.timeout(STT_TIMEOUT_MS);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          body: form,
          headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (error) {
        // The caller's own abort is not the service's fault: pass it on as it is.
        if (signal?.aborted) throw error;
        throw new SpeechToTextError(`${url}: ${(error as Error).message}`);
      }
      const body = await response.text();
      if (!response.ok) {
        throw new SpeechToTextError(`${url} answered ${response.status}: ${body.slice(0, 300)}`);
      }
      let parsed: z.infer<typeof TranscriptionSchema>;
      try {
        parsed = TranscriptionSchema.parse(JSON.parse(body));
      } catch {
        throw new SpeechToTextError(`${url} answered without a text field: ${body.slice(0, 300)}`);
      }
      return parsed.text;
    },
  };
}

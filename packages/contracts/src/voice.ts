import { z } from 'zod';
import { UserLocationSchema } from './chat-socket';
import { apiPathTable } from './routes';

/**
 * Voice input (spec 000 §7, the `/ws/stt_answer/{chat id}/` socket).
 *
 * The browser records the microphone and sends an utterance as a series of `audio_chunk`
 * messages; the last one carries `final: true`. Each chunk's `data` is base64 of either
 *   - a complete WAV file (RIFF/WAVE, integer PCM of 8, 16, 24 or 32 bits or 32-bit float, any
 *     sample rate, any number of channels: the server downmixes and resamples it), or
 *   - raw PCM: signed 16-bit little-endian, mono, {@link VOICE_SAMPLE_RATE} Hz samples.
 * Our web app sends 16 kHz mono 16-bit WAV chunks of {@link VOICE_CHUNK_MS} ms, so every chunk
 * describes itself. The server appends the chunks of an utterance in order and transcribes
 * them when `final` arrives; the final chunk may be empty (`data: ""`). After an `error` about
 * the audio, the utterance is dropped and the next chunk starts a new one.
 */
export const VOICE_SAMPLE_RATE = 16_000;

/** How much audio the web app puts in one chunk. */
export const VOICE_CHUNK_MS = 250;

/** Longest utterance the server keeps; a longer one is refused (like HTTP 413). */
export const VOICE_UTTERANCE_MAX_SECONDS = 60;

/**
 * Largest decoded chunk. With base64's 4/3 growth and the JSON around it, a chunk stays well
 * under the sockets' 1 MiB message limit.
 */
export const AUDIO_CHUNK_MAX_BYTES = 640 * 1024;
const AUDIO_CHUNK_MAX_BASE64 = Math.ceil(AUDIO_CHUNK_MAX_BYTES / 3) * 4;

/** Standard base64 with padding, the form `btoa` and `Buffer#toString('base64')` write. */
const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** What the server and the web app say about voice input. */
export const voiceMessages = {
  /** The voice button's explanation when the server has no speech-to-text provider. */
  unavailable:
    'Voice needs a speech-to-text service, and none is set up on this server. Please type your message instead.',
  /** Toast title of a voice socket error (spec 000 §8); the text is messages.somethingWentWrong. */
  errorTitle: 'Voice mode Error',
  notBase64: 'The audio data is not valid base64.',
  chunkTooLarge: `An audio chunk can be at most ${AUDIO_CHUNK_MAX_BYTES} bytes.`,
  emptyChunk: 'The audio chunk is empty.',
  tooLong: `The recording is longer than ${VOICE_UTTERANCE_MAX_SECONDS} seconds. Please say it in shorter parts.`,
  nothingRecorded: 'No audio was recorded.',
  nothingHeard: 'No speech was recognised. Please try again.',
  transcriptionFailed: 'The speech-to-text service failed. Please try again.',
  microphoneDenied:
    'Microphone access was denied. Allow it in the browser to talk to the assistant.',
  microphoneMissing: 'No microphone was found.',
  browserUnsupported: 'This browser cannot record audio here.',
} as const;

export const AudioChunkEventSchema = z
  .object({
    type: z.literal('audio_chunk'),
    data: z
      .string()
      .max(AUDIO_CHUNK_MAX_BASE64, voiceMessages.chunkTooLarge)
      .regex(BASE64_PATTERN, voiceMessages.notBase64),
    user_location: UserLocationSchema.nullish(),
    /** Marks the end of the utterance: the server transcribes what it has. */
    final: z.literal(true).optional(),
  })
  .refine((chunk) => chunk.data.length > 0 || chunk.final, {
    message: voiceMessages.emptyChunk,
    path: ['data'],
  });
export type AudioChunkEvent = z.infer<typeof AudioChunkEventSchema>;

export const STT_PROVIDERS = ['openai', 'pocketsphinx'] as const;
export type SttProviderName = (typeof STT_PROVIDERS)[number];

/** `GET voice/status` (our design): whether the voice button can work, and through what. */
export const VoiceStatusSchema = z.object({
  available: z.boolean(),
  provider: z.enum(STT_PROVIDERS).nullable(),
});
export type VoiceStatus = z.infer<typeof VoiceStatusSchema>;

export const voicePaths = apiPathTable({
  status: 'voice/status',
});

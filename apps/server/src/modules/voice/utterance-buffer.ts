import {
  AUDIO_CHUNK_MAX_BYTES,
  VOICE_SAMPLE_RATE,
  VOICE_UTTERANCE_MAX_SECONDS,
  voiceMessages,
} from '@ai-map/contracts';
import { AudioError, decodeWavTo, encodeWav, isWav } from './wav';

/** Containers browsers' MediaRecorder produces; named so that the error says what was sent. */
const OTHER_CONTAINERS: [magic: string, name: string][] = [
  ['\x1aE\xdf\xa3', 'WebM/Matroska'],
  ['OggS', 'Ogg'],
  ['fLaC', 'FLAC'],
  ['ID3', 'MP3'],
];

/**
 * One utterance of the voice socket: the `audio_chunk` data in arrival order, kept as 16 kHz
 * mono 16-bit PCM (the format contract is in packages/contracts/src/voice.ts). Any failure
 * forgets the utterance, so that the next chunk starts a fresh one.
 */
export class UtteranceBuffer {
  private parts: Int16Array[] = [];
  private length = 0;

  constructor(private readonly maxSamples = VOICE_UTTERANCE_MAX_SECONDS * VOICE_SAMPLE_RATE) {}

  /** Seconds of audio held. */
  get seconds(): number {
    return this.length / VOICE_SAMPLE_RATE;
  }

  /** Adds one chunk's base64 `data` (WAV or raw PCM); throws {@link AudioError}. */
  append(data: string): void {
    try {
      const bytes = Buffer.from(data, 'base64');
      if (bytes.length > AUDIO_CHUNK_MAX_BYTES) {
        throw new AudioError(413, voiceMessages.chunkTooLarge);
      }
      if (bytes.length === 0) return;
      const pcm = isWav(bytes) ? decodeWavTo(bytes, VOICE_SAMPLE_RATE) : rawPcm(bytes);
      if (this.length + pcm.length > this.maxSamples) {
        throw new AudioError(413, voiceMessages.tooLong);
      }
      this.parts.push(pcm);
      this.length += pcm.length;
    } catch (error) {
      this.clear();
      throw error;
    }
  }

  /** The utterance as a 16 kHz mono WAV; empties the buffer. */
  take(): Buffer {
    if (this.length === 0) throw new AudioError(400, voiceMessages.nothingRecorded);
    const pcm = new Int16Array(this.length);
    let at = 0;
    for (const part of this.parts) {
      pcm.set(part, at);
      at += part.length;
    }
    this.clear();
    return encodeWav(pcm, VOICE_SAMPLE_RATE);
  }

  clear(): void {
    this.parts = [];
    this.length = 0;
  }
}

function rawPcm(bytes: Buffer): Int16Array {
  const container = OTHER_CONTAINERS.find(
    ([magic]) => bytes.toString('latin1', 0, magic.length) === magic,
  );
  if (container) {
    throw new AudioError(400, `The audio is ${container[1]}; send WAV or raw 16-bit PCM.`);
  }
  if (bytes.length % 2 !== 0) {
    throw new AudioError(400, 'Raw audio must be whole 16-bit samples (an even number of bytes).');
  }
  const pcm = new Int16Array(bytes.length / 2);
  for (let i = 0; i < pcm.length; i++) pcm[i] = bytes.readInt16LE(i * 2);
  return pcm;
}

import { describe, expect, it } from 'vitest';
import { AUDIO_CHUNK_MAX_BYTES, AudioChunkEventSchema, voiceMessages } from './voice';

const messagesOf = (input: unknown) => {
  const result = AudioChunkEventSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('AudioChunkEventSchema', () => {
  // The bytes 1, 0, 2, 0, 3.
  const data = 'AQACAAM=';

  it('accepts a chunk, with or without a location, and a final chunk that may be empty', () => {
    expect(AudioChunkEventSchema.parse({ type: 'audio_chunk', data })).toEqual({
      type: 'audio_chunk',
      data,
    });
    expect(
      AudioChunkEventSchema.parse({
        type: 'audio_chunk',
        data,
        user_location: { lat: 41.9, lng: 12.5 },
      }).user_location,
    ).toEqual({ lat: 41.9, lng: 12.5 });
    expect(messagesOf({ type: 'audio_chunk', data: '', final: true, user_location: null })).toEqual(
      [],
    );
  });

  it('refuses an empty chunk that is not the last one', () => {
    expect(messagesOf({ type: 'audio_chunk', data: '' })).toEqual([voiceMessages.emptyChunk]);
  });

  it('refuses data that is not padded standard base64', () => {
    expect(messagesOf({ type: 'audio_chunk', data: 'abc' })).toEqual([voiceMessages.notBase64]);
    expect(messagesOf({ type: 'audio_chunk', data: 'ab_-' })).toEqual([voiceMessages.notBase64]);
    expect(messagesOf({ type: 'audio_chunk', data: 'data:audio/wav;base64,AAAA' })).toEqual([
      voiceMessages.notBase64,
    ]);
  });

  it('refuses chunks over the size limit and a final flag other than true', () => {
    // Base64 of n zero bytes: 4 characters per 3 bytes, the last group padded.
    const zeros = (n: number) => 'A'.repeat(Math.floor(n / 3) * 4) + ['', 'AA==', 'AAA='][n % 3];
    expect(messagesOf({ type: 'audio_chunk', data: zeros(AUDIO_CHUNK_MAX_BYTES) })).toEqual([]);
    expect(messagesOf({ type: 'audio_chunk', data: zeros(AUDIO_CHUNK_MAX_BYTES + 3) })).toEqual([
      voiceMessages.chunkTooLarge,
    ]);
    expect(messagesOf({ type: 'audio_chunk', data, final: false })).toHaveLength(1);
  });
});

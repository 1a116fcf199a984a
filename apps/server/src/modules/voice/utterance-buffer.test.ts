import { AUDIO_CHUNK_MAX_BYTES, voiceMessages } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { UtteranceBuffer } from './utterance-buffer';
import { AudioError, decodeWavTo, encodeWav } from './wav';

const raw = (values: number[]) => {
  const bytes = Buffer.alloc(values.length * 2);
  values.forEach((v, i) => bytes.writeInt16LE(v, i * 2));
  return bytes.toString('base64');
};

const samplesOf = (wav: Buffer) => Array.from(decodeWavTo(wav, 16000));

async function audioError(action: () => unknown): Promise<AudioError> {
  try {
    await action();
  } catch (error) {
    expect(error).toBeInstanceOf(AudioError);
    return error as AudioError;
  }
  throw new Error('expected an AudioError');
}

describe('UtteranceBuffer', () => {
  it('joins raw PCM and 16 kHz WAV chunks in arrival order into one 16 kHz WAV', () => {
    const utterance = new UtteranceBuffer();
    utterance.append(raw([1, 2, 3]));
    utterance.append(encodeWav(Int16Array.from([4, 5]), 16000).toString('base64'));
    utterance.append('');
    utterance.append(raw([-6]));
    expect(utterance.seconds).toBeCloseTo(6 / 16000);
    const wav = utterance.take();
    expect(wav.readUInt32LE(24)).toBe(16000);
    expect(samplesOf(wav)).toEqual([1, 2, 3, 4, 5, -6]);
    expect(utterance.seconds).toBe(0);
  });

  it('resamples a WAV chunk of another rate to 16 kHz', () => {
    const utterance = new UtteranceBuffer();
    utterance.append(encodeWav(new Int16Array(8000), 8000).toString('base64'));
    expect(utterance.seconds).toBe(1);
  });

  it('refuses an utterance past its limit with a 413 and starts over', async () => {
    const utterance = new UtteranceBuffer(4);
    utterance.append(raw([1, 2, 3]));
    const error = await audioError(() => utterance.append(raw([4, 5])));
    expect(error.status).toBe(413);
    expect(error.code).toBe('payload_too_large');
    expect(error.message).toBe(voiceMessages.tooLong);
    // The failed utterance is gone; the next chunk begins a new one.
    utterance.append(raw([7]));
    expect(samplesOf(utterance.take())).toEqual([7]);
  });

  it('refuses an oversized chunk with a 413', async () => {
    const utterance = new UtteranceBuffer();
    const error = await audioError(() =>
      utterance.append(Buffer.alloc(AUDIO_CHUNK_MAX_BYTES + 2).toString('base64')),
    );
    expect(error.status).toBe(413);
    expect(error.message).toBe(voiceMessages.chunkTooLarge);
  });

  it('names containers it does not decode and refuses half samples', async () => {
    const utterance = new UtteranceBuffer();
    utterance.append(raw([1]));
    const webm = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4]).toString('base64');
    const error = await audioError(() => utterance.append(webm));
    expect(error.status).toBe(400);
    expect(error.message).toBe('The audio is WebM/Matroska; send WAV or raw 16-bit PCM.');
    expect(utterance.seconds).toBe(0);

    const ogg = await audioError(() =>
      utterance.append(Buffer.from('OggS\0\x02').toString('base64')),
    );
    expect(ogg.message).toMatch(/^The audio is Ogg;/);

    const odd = await audioError(() => utterance.append(Buffer.from([1, 2, 3]).toString('base64')));
    expect(odd.message).toMatch(/even number of bytes/);

    const badWav = await audioError(() =>
      utterance.append(Buffer.from('RIFF\x04\0\0\0WAVE').toString('base64')),
    );
    expect(badWav.message).toMatch(/no data chunk/);
  });

  it('says nothing was recorded when an utterance ends empty', async () => {
    const error = await audioError(() => new UtteranceBuffer().take());
    expect(error.status).toBe(400);
    expect(error.message).toBe(voiceMessages.nothingRecorded);
  });
});

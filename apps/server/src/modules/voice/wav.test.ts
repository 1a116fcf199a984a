import { describe, expect, it } from 'vitest';
import { AudioError, decodeWavTo, encodeWav, isWav, parseWav, resample, toPcm16 } from './wav';

interface WavSpec {
  format?: number;
  channels?: number;
  sampleRate?: number;
  bits?: number;
  blockAlign?: number;
  fmtSize?: number;
  /** Written before the fmt chunk (e.g. an odd-sized LIST chunk). */
  before?: Buffer;
  /** Declared data size; defaults to the real one. */
  dataSize?: number;
  data: Buffer;
}

/** A WAV file built field by field, so that each test can break exactly one thing. */
function wavFile(spec: WavSpec): Buffer {
  const channels = spec.channels ?? 1;
  const bits = spec.bits ?? 16;
  const fmtSize = spec.fmtSize ?? 16;
  const fmt = Buffer.alloc(8 + fmtSize);
  fmt.write('fmt ', 0, 'latin1');
  fmt.writeUInt32LE(fmtSize, 4);
  if (fmtSize >= 16) {
    fmt.writeUInt16LE(spec.format ?? 1, 8);
    fmt.writeUInt16LE(channels, 10);
    fmt.writeUInt32LE(spec.sampleRate ?? 16000, 12);
    fmt.writeUInt32LE((spec.sampleRate ?? 16000) * channels * (bits / 8), 16);
    fmt.writeUInt16LE(spec.blockAlign ?? channels * (bits / 8), 20);
    fmt.writeUInt16LE(bits, 22);
  }
  const dataHeader = Buffer.alloc(8);
  dataHeader.write('data', 0, 'latin1');
  dataHeader.writeUInt32LE(spec.dataSize ?? spec.data.length, 4);
  const body = Buffer.concat([spec.before ?? Buffer.alloc(0), fmt, dataHeader, spec.data]);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WAVE', 8, 'latin1');
  return Buffer.concat([header, body]);
}

function int16Bytes(values: number[]): Buffer {
  const bytes = Buffer.alloc(values.length * 2);
  values.forEach((v, i) => bytes.writeInt16LE(v, i * 2));
  return bytes;
}

function sine(frequency: number, sampleRate: number, seconds: number, amplitude = 0.5) {
  const samples = new Float32Array(Math.round(sampleRate * seconds));
  for (let i = 0; i < samples.length; i++) {
    samples[i] = amplitude * Math.sin((2 * Math.PI * frequency * i) / sampleRate);
  }
  return samples;
}

/** Root mean square away from the edges, where any filter rings. */
function rms(samples: Float32Array, margin = 200): number {
  let sum = 0;
  for (let i = margin; i < samples.length - margin; i++) sum += samples[i]! ** 2;
  return Math.sqrt(sum / (samples.length - 2 * margin));
}

function zeroCrossings(samples: Float32Array): number {
  let count = 0;
  for (let i = 1; i < samples.length; i++) {
    if (samples[i - 1]! < 0 !== samples[i]! < 0) count += 1;
  }
  return count;
}

function expectAudioError(action: () => unknown, status: number, message: RegExp) {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(AudioError);
    expect((error as AudioError).status).toBe(status);
    expect((error as AudioError).message).toMatch(message);
    return;
  }
  throw new Error('expected an AudioError');
}

describe('parseWav', () => {
  it('reads 16-bit mono PCM sample for sample', () => {
    const audio = parseWav(wavFile({ data: int16Bytes([0, 16384, -32768, 32767]) }));
    expect(audio.sampleRate).toBe(16000);
    expect(Array.from(audio.samples)).toEqual([0, 0.5, -1, 32767 / 32768]);
  });

  it('averages the channels of a stereo file', () => {
    const data = int16Bytes([16384, 8192, -16384, 16384]);
    const audio = parseWav(wavFile({ channels: 2, sampleRate: 44100, data }));
    expect(audio.sampleRate).toBe(44100);
    expect(Array.from(audio.samples)).toEqual([0.375, 0]);
  });

  it('reads 8-bit unsigned, 24-bit and 32-bit integer and 32-bit float samples', () => {
    const eight = parseWav(wavFile({ bits: 8, data: Buffer.from([128, 192, 0]) }));
    expect(Array.from(eight.samples)).toEqual([0, 0.5, -1]);

    const data24 = Buffer.alloc(6);
    data24.writeIntLE(4194304, 0, 3);
    data24.writeIntLE(-8388608, 3, 3);
    expect(Array.from(parseWav(wavFile({ bits: 24, data: data24 })).samples)).toEqual([0.5, -1]);

    const data32 = Buffer.alloc(4);
    data32.writeInt32LE(-1073741824, 0);
    expect(Array.from(parseWav(wavFile({ bits: 32, data: data32 })).samples)).toEqual([-0.5]);

    const float = Buffer.alloc(8);
    float.writeFloatLE(0.25, 0);
    float.writeFloatLE(-0.75, 4);
    const audio = parseWav(wavFile({ format: 3, bits: 32, data: float }));
    expect(Array.from(audio.samples)).toEqual([0.25, -0.75]);
  });

  it('reads WAVE_FORMAT_EXTENSIBLE by its sub-format', () => {
    const file = wavFile({ format: 0xfffe, fmtSize: 40, data: int16Bytes([16384]) });
    // The sub-format GUID starts 24 bytes into the fmt body (12 + 8 + 24): PCM.
    file.writeUInt16LE(1, 12 + 8 + 24);
    expect(Array.from(parseWav(file).samples)).toEqual([0.5]);
  });

  it('skips unknown chunks with their padding byte', () => {
    const list = Buffer.concat([
      Buffer.from('LIST', 'latin1'),
      Buffer.from([3, 0, 0, 0]),
      Buffer.from('abc\0'),
    ]);
    const audio = parseWav(wavFile({ before: list, data: int16Bytes([-16384]) }));
    expect(Array.from(audio.samples)).toEqual([-0.5]);
  });

  it('reads a streamed file whose data size is a placeholder, dropping a cut-off frame', () => {
    const data = Buffer.concat([int16Bytes([16384, 8192]), Buffer.from([1])]);
    const audio = parseWav(wavFile({ dataSize: 0xffffffff, data }));
    expect(Array.from(audio.samples)).toEqual([0.5, 0.25]);
  });

  it('refuses what it cannot decode, saying why', () => {
    expect(isWav(Buffer.from('OggS\0\0\0\0\0\0\0\0'))).toBe(false);
    expectAudioError(() => parseWav(Buffer.from('ID3 not a wav at all')), 400, /not a WAV file/);
    expectAudioError(() => parseWav(Buffer.from('RIFF')), 400, /not a WAV file/);
    expectAudioError(
      () => parseWav(wavFile({ format: 85, data: Buffer.alloc(4) })),
      400,
      /encoding \(format 85\) is not supported/,
    );
    expectAudioError(
      () => parseWav(wavFile({ bits: 12, data: Buffer.alloc(4) })),
      400,
      /12-bit PCM WAV samples are not supported/,
    );
    expectAudioError(
      () => parseWav(wavFile({ format: 3, bits: 64, data: Buffer.alloc(8) })),
      400,
      /64-bit float/,
    );
    expectAudioError(
      () => parseWav(wavFile({ channels: 0, data: Buffer.alloc(4) })),
      400,
      /0 channels/,
    );
    expectAudioError(
      () => parseWav(wavFile({ sampleRate: 1000, data: Buffer.alloc(4) })),
      400,
      /1000 Hz is not supported/,
    );
    expectAudioError(
      () => parseWav(wavFile({ blockAlign: 3, data: Buffer.alloc(4) })),
      400,
      /inconsistent/,
    );
    expectAudioError(
      () => parseWav(wavFile({ fmtSize: 8, data: Buffer.alloc(4) })),
      400,
      /too short/,
    );

    const noData = wavFile({ data: Buffer.alloc(0) }).subarray(0, 12 + 24);
    expectAudioError(() => parseWav(noData), 400, /no data chunk/);

    const dataFirst = Buffer.concat([
      Buffer.from('RIFF\0\0\0\0WAVEdata', 'latin1'),
      Buffer.from([2, 0, 0, 0, 0, 0]),
    ]);
    expectAudioError(() => parseWav(dataFirst), 400, /no format chunk/);

    const truncatedFmt = wavFile({ data: Buffer.alloc(0) }).subarray(0, 12 + 8 + 10);
    expectAudioError(() => parseWav(truncatedFmt), 400, /truncated/);
  });
});

describe('resample', () => {
  it('keeps a 1 kHz tone (frequency and level) going from 48 kHz to 16 kHz', () => {
    const output = resample(sine(1000, 48000, 1), 48000, 16000);
    expect(output.length).toBe(16000);
    // 1,000 cycles a second cross zero about 2,000 times.
    expect(Math.abs(zeroCrossings(output) - 2000)).toBeLessThanOrEqual(2);
    expect(rms(output)).toBeCloseTo(0.5 / Math.SQRT2, 2);
  });

  it('filters out what 16 kHz cannot hold instead of folding it back', () => {
    // 12 kHz would alias to 4 kHz, right in the band of speech.
    const output = resample(sine(12000, 48000, 1), 48000, 16000);
    expect(rms(output)).toBeLessThan((0.5 / Math.SQRT2) * 0.01);
  });

  it('handles uneven ratios (22,050 Hz, as espeak-ng writes) and upsampling', () => {
    const down = resample(sine(440, 22050, 1), 22050, 16000);
    expect(down.length).toBe(16000);
    expect(Math.abs(zeroCrossings(down) - 880)).toBeLessThanOrEqual(2);
    expect(rms(down)).toBeCloseTo(0.5 / Math.SQRT2, 2);

    const up = resample(sine(500, 8000, 1), 8000, 16000);
    expect(up.length).toBe(16000);
    expect(Math.abs(zeroCrossings(up) - 1000)).toBeLessThanOrEqual(2);
    expect(rms(up)).toBeCloseTo(0.5 / Math.SQRT2, 2);
  });

  it('returns the same samples when the rate already matches', () => {
    const samples = sine(300, 16000, 0.1);
    expect(resample(samples, 16000, 16000)).toBe(samples);
  });
});

describe('encodeWav and decodeWavTo', () => {
  it('writes a canonical header that parseWav reads back exactly', () => {
    const pcm = Int16Array.from([0, 1, -1, 32767, -32768, 1234]);
    const wav = encodeWav(pcm, 16000);
    expect(wav.length).toBe(44 + pcm.length * 2);
    expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(36 + pcm.length * 2);
    expect(wav.readUInt32LE(24)).toBe(16000);
    expect(wav.readUInt32LE(28)).toBe(32000);
    expect(wav.readUInt32LE(40)).toBe(pcm.length * 2);
    expect(decodeWavTo(wav, 16000)).toEqual(pcm);
  });

  it('clips samples outside [-1, 1]', () => {
    expect(Array.from(toPcm16(Float32Array.from([1.5, -2, 0.5])))).toEqual([32767, -32768, 16384]);
  });

  it('converts a stereo 44.1 kHz file to 16 kHz mono', () => {
    const left = sine(440, 44100, 0.5);
    const data = Buffer.alloc(left.length * 4);
    left.forEach((v, i) => {
      data.writeInt16LE(Math.round(v * 32767), i * 4);
      data.writeInt16LE(Math.round(v * 32767), i * 4 + 2);
    });
    const pcm = decodeWavTo(wavFile({ channels: 2, sampleRate: 44100, data }), 16000);
    expect(pcm.length).toBe(8000);
    const floats = Float32Array.from(pcm, (v) => v / 32768);
    expect(Math.abs(zeroCrossings(floats) - 440)).toBeLessThanOrEqual(2);
    expect(rms(floats)).toBeCloseTo(0.5 / Math.SQRT2, 2);
  });
});

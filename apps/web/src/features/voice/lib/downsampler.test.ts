import { describe, expect, it } from 'vitest';
import { Downsampler, toPcm16 } from './downsampler';

function sine(frequency: number, sampleRate: number, seconds: number, amplitude = 0.5) {
  return Float32Array.from(
    { length: Math.round(sampleRate * seconds) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * frequency * i) / sampleRate),
  );
}

/** Feeds the input the way the audio thread does: 128 frames at a time, then the end. */
function streamed(downsampler: Downsampler, input: Float32Array, block = 128): Float32Array {
  const parts: number[] = [];
  for (let at = 0; at < input.length; at += block) {
    parts.push(...downsampler.push(input.subarray(at, at + block)));
  }
  parts.push(...downsampler.flush());
  return Float32Array.from(parts);
}

function rms(samples: Float32Array, margin = 200): number {
  let sum = 0;
  for (let i = margin; i < samples.length - margin; i++) sum += samples[i]! ** 2;
  return Math.sqrt(sum / (samples.length - 2 * margin));
}

function zeroCrossings(samples: Float32Array): number {
  let count = 0;
  for (let i = 1; i < samples.length; i++) if (samples[i - 1]! < 0 !== samples[i]! < 0) count += 1;
  return count;
}

describe('Downsampler', () => {
  it('turns 48 kHz into 16 kHz keeping a 1 kHz tone’s pitch and level', () => {
    const output = streamed(new Downsampler(48000, 16000), sine(1000, 48000, 1));
    expect(output.length).toBe(16000);
    expect(Math.abs(zeroCrossings(output) - 2000)).toBeLessThanOrEqual(2);
    expect(rms(output)).toBeCloseTo(0.5 / Math.SQRT2, 2);
  });

  it('removes a 12 kHz tone instead of folding it back to 4 kHz', () => {
    const output = streamed(new Downsampler(48000, 16000), sine(12000, 48000, 1));
    expect(rms(output)).toBeLessThan((0.5 / Math.SQRT2) * 0.01);
  });

  it('gives the same samples whatever the block size (44.1 kHz, an uneven ratio)', () => {
    const input = sine(440, 44100, 0.5);
    const small = streamed(new Downsampler(44100, 16000), input, 128);
    const odd = streamed(new Downsampler(44100, 16000), input, 1000);
    const whole = streamed(new Downsampler(44100, 16000), input, input.length);
    expect(Math.abs(small.length - 8000)).toBeLessThanOrEqual(1);
    expect(odd.length).toBe(small.length);
    expect(whole.length).toBe(small.length);
    for (let i = 0; i < small.length; i++) {
      expect(odd[i]).toBeCloseTo(small[i]!, 5);
      expect(whole[i]).toBeCloseTo(small[i]!, 5);
    }
  });

  it('passes 16 kHz through unchanged and starts afresh after a flush', () => {
    const downsampler = new Downsampler(16000, 16000);
    const input = sine(300, 16000, 0.05);
    const first = streamed(downsampler, input);
    expect(first.length).toBe(input.length);
    for (let i = 0; i < input.length; i++) expect(first[i]).toBeCloseTo(input[i]!, 5);
    expect(streamed(downsampler, input)).toEqual(first);
  });

  it('refuses to raise the rate', () => {
    expect(() => new Downsampler(8000, 16000)).toThrow(RangeError);
  });
});

describe('toPcm16', () => {
  it('scales to 16 bits and clips', () => {
    expect(Array.from(toPcm16(Float32Array.from([0, 0.5, -1, 1, 2, -3])))).toEqual([
      0, 16384, -32768, 32767, 32767, -32768,
    ]);
  });
});

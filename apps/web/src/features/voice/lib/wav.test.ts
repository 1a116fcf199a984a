import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { encodeWav, toBase64 } from './wav';

describe('encodeWav', () => {
  it('writes the canonical 16 kHz mono 16-bit header and little-endian samples', () => {
    const wav = Buffer.from(encodeWav(Int16Array.from([0, 1, -2, 32767, -32768]), 16000));
    expect(wav.length).toBe(54);
    expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(46);
    expect(wav.toString('latin1', 8, 16)).toBe('WAVEfmt ');
    expect(wav.readUInt32LE(16)).toBe(16);
    expect(wav.readUInt16LE(20)).toBe(1);
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(16000);
    expect(wav.readUInt32LE(28)).toBe(32000);
    expect(wav.readUInt16LE(32)).toBe(2);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.toString('latin1', 36, 40)).toBe('data');
    expect(wav.readUInt32LE(40)).toBe(10);
    expect([0, 1, 2, 3, 4].map((i) => wav.readInt16LE(44 + i * 2))).toEqual([
      0, 1, -2, 32767, -32768,
    ]);
  });

  it('writes a valid empty file', () => {
    const wav = Buffer.from(encodeWav(new Int16Array(0), 16000));
    expect(wav.length).toBe(44);
    expect(wav.readUInt32LE(40)).toBe(0);
  });
});

describe('toBase64', () => {
  it('matches Node’s base64 for chunks larger than one slice', () => {
    const bytes = Uint8Array.from({ length: 100_003 }, (_, i) => (i * 7919) % 256);
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    expect(toBase64(new Uint8Array(0))).toBe('');
  });
});

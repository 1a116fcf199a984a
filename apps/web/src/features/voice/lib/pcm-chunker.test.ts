import { describe, expect, it } from 'vitest';
import { PcmChunker } from './pcm-chunker';

describe('PcmChunker', () => {
  it('cuts 128-sample blocks into whole chunks in order and keeps the rest for flush', () => {
    const chunker = new PcmChunker(300);
    const chunks: Int16Array[] = [];
    const all = Int16Array.from({ length: 1000 }, (_, i) => i);
    for (let at = 0; at < all.length; at += 128) {
      chunks.push(...chunker.push(all.subarray(at, at + 128)));
    }
    expect(chunks.map((c) => c.length)).toEqual([300, 300, 300]);
    expect(chunks.map((c) => [c[0], c[299]])).toEqual([
      [0, 299],
      [300, 599],
      [600, 899],
    ]);
    const rest = chunker.flush();
    expect(Array.from(rest)).toEqual(Array.from(all.subarray(900)));
    expect(chunker.flush()).toHaveLength(0);
  });

  it('hands out chunks that later samples never overwrite (they may be transferred)', () => {
    const chunker = new PcmChunker(2);
    const [first] = chunker.push(Int16Array.from([1, 2]));
    chunker.push(Int16Array.from([3, 4, 5]));
    expect(Array.from(first!)).toEqual([1, 2]);
    expect(Array.from(chunker.flush())).toEqual([5]);
  });

  it('emits several chunks from one large block', () => {
    const chunks = new PcmChunker(4000).push(new Int16Array(12_001));
    expect(chunks).toHaveLength(3);
  });

  it('refuses a chunk size that is not a positive whole number', () => {
    expect(() => new PcmChunker(0)).toThrow(RangeError);
    expect(() => new PcmChunker(2.5)).toThrow(RangeError);
  });
});

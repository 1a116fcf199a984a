import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { adler32, adler32Combine, deflatePiece, zlibStream } from './deflate-pieces';

describe('deflated pieces', () => {
  const texts = [
    '{"results":[',
    '{"name":"Zürich","amount":1}',
    ',',
    // Longer than the 32 KB window and than the checksum's modulo stride.
    `{"name":"${'Ωx'.repeat(40_000)}"}`,
    '],"cluster_zoom":13}',
  ].map((text) => Buffer.from(text));

  it('laid end to end, make one zlib stream of the texts in order', () => {
    const stream = zlibStream(texts.map(deflatePiece));
    expect(zlib.inflateSync(stream).equals(Buffer.concat(texts))).toBe(true);
    expect(zlibStream([]).length).toBe(8);
    expect(zlib.inflateSync(zlibStream([])).length).toBe(0);
  });

  it('combine checksums as zlib does', () => {
    const whole = Buffer.concat(texts);
    expect(adler32(whole)).toBe(
      texts.reduce((sum, text) => adler32Combine(sum, adler32(text), text.length), 1),
    );
    expect(adler32(Buffer.from('Wikipedia'))).toBe(0x11e60398);
  });
});

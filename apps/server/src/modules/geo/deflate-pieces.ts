import zlib from 'node:zlib';

/**
 * A piece of an answer deflated on its own, so that answers can be assembled from pieces
 * compressed once. Each piece is raw deflate that starts with an empty window and ends on a byte
 * boundary without a final block (a sync flush): pieces laid end to end are one valid deflate
 * stream, whose checksum follows from theirs.
 */
export interface DeflatedPiece {
  bytes: Buffer;
  /** Adler-32 of the text the piece stands for. */
  adler: number;
  /** Bytes of that text. */
  length: number;
}

const ADLER_BASE = 65521;

/** Adler-32 (RFC 1950) of some bytes. */
export function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < bytes.length;) {
    // 3800 bytes keep b below 2^31 before the modulo.
    const end = Math.min(bytes.length, i + 3800);
    for (; i < end; i++) {
      a += bytes[i]!;
      b += a;
    }
    a %= ADLER_BASE;
    b %= ADLER_BASE;
  }
  return ((b << 16) | a) >>> 0;
}

/** The Adler-32 of two texts one after the other, from theirs (zlib's adler32_combine). */
export function adler32Combine(first: number, second: number, secondLength: number): number {
  const rem = secondLength % ADLER_BASE;
  let sum1 = first & 0xffff;
  let sum2 = (rem * sum1) % ADLER_BASE;
  sum1 += (second & 0xffff) + ADLER_BASE - 1;
  sum2 += ((first >>> 16) & 0xffff) + ((second >>> 16) & 0xffff) + ADLER_BASE - rem;
  if (sum1 >= ADLER_BASE) sum1 -= ADLER_BASE;
  if (sum1 >= ADLER_BASE) sum1 -= ADLER_BASE;
  if (sum2 >= ADLER_BASE * 2) sum2 -= ADLER_BASE * 2;
  if (sum2 >= ADLER_BASE) sum2 -= ADLER_BASE;
  return ((sum2 << 16) | sum1) >>> 0;
}

export function deflatePiece(text: Buffer): DeflatedPiece {
  const deflated = zlib.deflateRawSync(text, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  return {
    // zlib hands back a view of its 16 KB output chunk; pieces are kept for long and are mostly
    // a few hundred bytes, so they keep a copy of their own size instead.
    bytes: Buffer.from(deflated),
    adler: adler32(text),
    length: text.length,
  };
}

// zlib header: deflate with a 32 KB window, default level, no dictionary.
const ZLIB_HEADER = Buffer.from([0x78, 0x9c]);
// An empty final block with fixed codes: ends the stream after the pieces' sync flushes.
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** The zlib stream (RFC 1950, HTTP's `deflate` coding) of the pieces' texts in order. */
export function zlibStream(pieces: readonly DeflatedPiece[]): Buffer {
  const list: Buffer[] = [ZLIB_HEADER];
  let length = ZLIB_HEADER.length + FINAL_BLOCK.length + 4;
  let adler = 1;
  for (const piece of pieces) {
    list.push(piece.bytes);
    length += piece.bytes.length;
    adler = adler32Combine(adler, piece.adler, piece.length);
  }
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(adler);
  list.push(FINAL_BLOCK, checksum);
  return Buffer.concat(list, length);
}

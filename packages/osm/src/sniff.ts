import { open } from 'node:fs/promises';

/** First bytes of a file, for format detection by content rather than by name. */
export async function fileHead(file: string, length = 64): Promise<Uint8Array> {
  const handle = await open(file);
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export const isGzip = (head: Uint8Array): boolean => head[0] === 0x1f && head[1] === 0x8b;

/** XML starts with "<" after optional whitespace and a UTF-8 byte-order mark. */
export function looksLikeXml(head: Uint8Array): boolean {
  const text = Buffer.from(head)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return text.startsWith('<');
}

/**
 * A PBF file opens with a 4-byte BlobHeader length (small) followed by field 1 of the
 * BlobHeader (tag byte 0x0a) whose value is "OSMHeader".
 */
export function looksLikePbf(head: Uint8Array): boolean {
  if (head.length < 15) return false;
  const length = new DataView(head.buffer, head.byteOffset, 4).getUint32(0);
  return (
    length > 0 &&
    length <= 64 * 1024 &&
    head[4] === 0x0a &&
    head[5] === 9 &&
    Buffer.from(head.subarray(6, 15)).toString('latin1') === 'OSMHeader'
  );
}

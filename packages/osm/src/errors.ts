/**
 * Raised for any input that is not a readable OSM file: bad framing, unknown compression,
 * truncation, malformed XML. The message names the file and the byte offset so an import log
 * points at the exact spot.
 */
export class OsmFormatError extends Error {
  override readonly name = 'OsmFormatError';

  constructor(
    readonly file: string,
    /** Byte offset in the file (for gzip input: in the compressed file) where the problem was seen. */
    readonly offset: number,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${file}: ${detail} (at byte ${offset})`, options);
  }
}

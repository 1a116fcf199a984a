import { open, type FileHandle } from 'node:fs/promises';
import { promisify } from 'node:util';
import { inflate } from 'node:zlib';
import { ALL_TYPES, type OsmElement, type OsmReadOptions } from './elements';
import { OsmFormatError } from './errors';
import { decodePrimitiveBlock, replicationTimestamp, unsupportedFeatures } from './pbf-primitives';
import { decodeMessage, readBytes, readString } from './pbf-wire';

/**
 * Streaming reader for `.osm.pbf` (https://wiki.openstreetmap.org/wiki/PBF_Format): the file is
 * a sequence of [4-byte big-endian BlobHeader length][BlobHeader][Blob]. Only one blob is held
 * at a time (≤ 32 MiB by spec, ~64 KiB–1 MiB in practice) plus a few read ahead, so memory does
 * not grow with the file.
 */

const inflateAsync = promisify(inflate);

/** Limits from the spec: a reader must refuse larger headers and blobs. */
const MAX_HEADER_SIZE = 64 * 1024;
const MAX_BLOB_SIZE = 32 * 1024 * 1024;

interface RawBlock {
  type: string;
  /** Offset of the block's length prefix, for error messages. */
  offset: number;
  /** Offset right after the blob. */
  next: number;
  /** The decompressed block, still inflating while earlier blocks are decoded. */
  data: Promise<Uint8Array>;
}

/** Blobs read and inflating ahead of the one being decoded: enough to keep a second core busy. */
const READ_AHEAD = 3;

/** Yields the elements of a PBF file block by block (one array per PrimitiveBlock). */
export async function* readPbf(
  file: string,
  options: OsmReadOptions = {},
): AsyncGenerator<OsmElement[]> {
  const wanted = new Set(options.types ?? ALL_TYPES);
  const handle = await open(file);
  try {
    const { size } = await handle.stat();
    if (size === 0) throw new OsmFormatError(file, 0, 'empty file, not an OSM PBF file');
    const reader = new BlockReader(file, handle, size);
    const ahead: RawBlock[] = [];
    let next = 0;
    let first = true;
    for (;;) {
      // Framing is read in order; inflation runs on the libuv pool meanwhile.
      while (ahead.length < READ_AHEAD && next < size) {
        const block = await reader.read(next);
        ahead.push(block);
        next = block.next;
      }
      const block = ahead.shift();
      if (block === undefined) return;
      if (first && block.type !== 'OSMHeader') {
        throw new OsmFormatError(
          file,
          block.offset,
          `first block is "${block.type}", not OSMHeader: not an OSM PBF file`,
        );
      }
      first = false;
      const elements = decodeBlock(file, block, await block.data, wanted);
      options.onProgress?.({ bytesRead: block.next, totalBytes: size });
      if (elements.length > 0) yield elements;
    }
  } finally {
    await handle.close();
  }
}

/**
 * The day of a PBF extract's replication timestamp ("2018-08-27"), read from its header block
 * alone; null when the header has none or the first block is no header.
 */
export async function readPbfReplicationDay(file: string): Promise<string | null> {
  const handle = await open(file);
  try {
    const { size } = await handle.stat();
    const block = await new BlockReader(file, handle, size).read(0);
    if (block.type !== 'OSMHeader') return null;
    const seconds = replicationTimestamp(await block.data);
    return seconds === null ? null : new Date(seconds * 1000).toISOString().slice(0, 10);
  } finally {
    await handle.close();
  }
}

function decodeBlock(
  file: string,
  block: RawBlock,
  data: Uint8Array,
  wanted: ReadonlySet<OsmElement['type']>,
): OsmElement[] {
  try {
    if (block.type === 'OSMHeader') {
      const unsupported = unsupportedFeatures(data);
      if (unsupported.length > 0) {
        throw new OsmFormatError(
          file,
          block.offset,
          `unsupported required features: ${unsupported.join(', ')}`,
        );
      }
      return [];
    }
    // The spec lets other blob types exist; readers skip what they do not know.
    if (block.type !== 'OSMData') return [];
    return decodePrimitiveBlock(data, wanted);
  } catch (error) {
    if (error instanceof OsmFormatError) throw error;
    throw new OsmFormatError(
      file,
      block.offset,
      `corrupt ${block.type} block: ${(error as Error).message}`,
      { cause: error },
    );
  }
}

class BlockReader {
  constructor(
    private readonly file: string,
    private readonly handle: FileHandle,
    private readonly size: number,
  ) {}

  /** Reads and checks the block at `offset` and starts decompressing it. */
  async read(offset: number): Promise<RawBlock> {
    const prefix = await this.bytes(offset, 4, 'BlobHeader length');
    const headerLength = new DataView(prefix.buffer, prefix.byteOffset, 4).getUint32(0);
    if (headerLength === 0 || headerLength > MAX_HEADER_SIZE) {
      throw this.error(
        offset,
        `BlobHeader length ${headerLength} is outside 1–${MAX_HEADER_SIZE}: not an OSM PBF file or corrupt`,
      );
    }
    const header = this.header(offset, await this.bytes(offset + 4, headerLength, 'BlobHeader'));
    const blobOffset = offset + 4 + headerLength;
    const blob = await this.bytes(blobOffset, header.datasize, `${header.type} blob`);
    const data = this.decompress(blobOffset, blob);
    // Marked handled so an abandoned read-ahead cannot become an unhandled rejection; the
    // error still surfaces when the block is awaited.
    data.catch(() => undefined);
    return { type: header.type, offset, next: blobOffset + header.datasize, data };
  }

  private header(offset: number, bytes: Uint8Array): { type: string; datasize: number } {
    const header = { type: '', datasize: -1 };
    try {
      decodeMessage(
        bytes,
        (tag, h, pbf) => {
          if (tag === 1) h.type = readString(pbf);
          else if (tag === 3) h.datasize = pbf.readVarint(true);
        },
        header,
      );
    } catch (error) {
      throw this.error(offset, `unreadable BlobHeader: ${(error as Error).message}`, error);
    }
    if (header.type === '' || header.datasize <= 0 || header.datasize > MAX_BLOB_SIZE) {
      throw this.error(
        offset,
        `invalid BlobHeader (type "${header.type}", datasize ${header.datasize}): not an OSM PBF file or corrupt`,
      );
    }
    return header;
  }

  private async decompress(offset: number, bytes: Uint8Array): Promise<Uint8Array> {
    const blob: { raw?: Uint8Array; zlib?: Uint8Array; rawSize: number; other: number[] } = {
      rawSize: -1,
      other: [],
    };
    try {
      decodeMessage(
        bytes,
        (tag, b, pbf) => {
          if (tag === 1) b.raw = readBytes(pbf);
          else if (tag === 2) b.rawSize = pbf.readVarint(true);
          else if (tag === 3) b.zlib = readBytes(pbf);
          else if (tag >= 4 && tag <= 7) b.other.push(tag);
        },
        blob,
      );
    } catch (error) {
      throw this.error(offset, `unreadable Blob: ${(error as Error).message}`, error);
    }
    if (blob.raw) return blob.raw;
    if (!blob.zlib) {
      const names: Record<number, string> = { 4: 'lzma', 5: 'bzip2', 6: 'lz4', 7: 'zstd' };
      const found = blob.other.map((tag) => names[tag]).join(', ') || 'none';
      throw this.error(
        offset,
        `unsupported blob compression (${found}); only raw and zlib are read`,
      );
    }
    let data: Uint8Array;
    try {
      data = await inflateAsync(blob.zlib);
    } catch (error) {
      throw this.error(offset, `zlib data does not inflate: ${(error as Error).message}`, error);
    }
    if (blob.rawSize >= 0 && data.length !== blob.rawSize) {
      throw this.error(
        offset,
        `blob inflates to ${data.length} bytes, header says ${blob.rawSize}`,
      );
    }
    return data;
  }

  private async bytes(offset: number, length: number, what: string): Promise<Uint8Array> {
    const buffer = Buffer.allocUnsafe(length);
    const { bytesRead } = await this.handle.read(buffer, 0, length, offset);
    if (bytesRead < length) {
      throw this.error(
        offset,
        `truncated file: ${what} needs ${length} bytes, only ${bytesRead} left`,
      );
    }
    return buffer;
  }

  private error(offset: number, detail: string, cause?: unknown): OsmFormatError {
    return new OsmFormatError(this.file, offset, detail, { cause });
  }
}

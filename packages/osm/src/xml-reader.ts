import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import {
  ALL_TYPES,
  type OsmElement,
  type OsmElementType,
  type OsmReadOptions,
  type OsmTags,
} from './elements';
import { OsmFormatError } from './errors';
import { fileHead, isGzip } from './sniff';

/**
 * Streaming reader for OSM XML (`.osm`, and `.osm.gz` recognised by the gzip magic bytes, not
 * by name). The file is read in 256 KiB chunks through saxes; each chunk's finished elements
 * are yielded as one array, so memory holds one chunk plus the element being built.
 */

const CHUNK = 256 * 1024;
const MEMBER_TYPES = new Set<string>(['node', 'way', 'relation']);

export async function* readOsmXml(
  file: string,
  options: OsmReadOptions = {},
): AsyncGenerator<OsmElement[]> {
  const wanted = new Set(options.types ?? ALL_TYPES);
  const { size } = await stat(file);
  const gzip = isGzip(await fileHead(file, 2));
  const raw = createReadStream(file, { highWaterMark: CHUNK });
  const source: Readable = gzip ? pipeline(raw, createGunzip(), () => undefined) : raw;
  const builder = new ElementBuilder(file, wanted);
  const decoder = new TextDecoder();
  const where = () => raw.bytesRead;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      builder.write(decoder.decode(chunk, { stream: true }), where());
      options.onProgress?.({ bytesRead: raw.bytesRead, totalBytes: size });
      const batch = builder.take();
      if (batch.length > 0) yield batch;
    }
  } catch (error) {
    if (error instanceof OsmFormatError) throw error;
    const detail = gzip ? 'gzip data is corrupt or truncated' : 'file could not be read';
    throw new OsmFormatError(file, where(), `${detail}: ${(error as Error).message}`, {
      cause: error,
    });
  } finally {
    source.destroy();
    raw.destroy();
  }
  builder.finish(decoder.decode(), where());
  const rest = builder.take();
  if (rest.length > 0) yield rest;
}

/** Turns saxes tag events into elements; errors carry the byte offset of the current chunk. */
class ElementBuilder {
  private readonly parser = new SaxesParser();
  private batch: OsmElement[] = [];
  private current: OsmElement | null = null;
  private sawRoot = false;
  private offset = 0;

  constructor(
    private readonly file: string,
    private readonly wanted: ReadonlySet<OsmElementType>,
  ) {
    this.parser.on('opentag', (tag) => this.open(tag));
    this.parser.on('closetag', (tag) => {
      if (this.current !== null && tag.name === this.current.type) {
        if (this.wanted.has(this.current.type)) this.batch.push(this.current);
        this.current = null;
      }
    });
  }

  write(text: string, offset: number): void {
    this.offset = offset;
    try {
      this.parser.write(text);
    } catch (error) {
      throw this.error(error);
    }
  }

  finish(text: string, offset: number): void {
    this.write(text, offset);
    try {
      this.parser.close();
    } catch (error) {
      throw this.error(error);
    }
    if (!this.sawRoot)
      throw new OsmFormatError(this.file, offset, 'no <osm> root element: not an OSM XML file');
  }

  take(): OsmElement[] {
    const batch = this.batch;
    this.batch = [];
    return batch;
  }

  private error(error: unknown): OsmFormatError {
    if (error instanceof OsmFormatError) return error;
    return new OsmFormatError(
      this.file,
      this.offset,
      `malformed XML: ${(error as Error).message}`,
      { cause: error },
    );
  }

  private open(tag: SaxesTagPlain): void {
    const a = tag.attributes as Record<string, string>;
    if (!this.sawRoot) {
      if (tag.name !== 'osm')
        throw this.fail(`root element is <${tag.name}>, not <osm>: not an OSM XML file`);
      this.sawRoot = true;
      return;
    }
    switch (tag.name) {
      case 'node':
        this.current = {
          type: 'node',
          id: this.number(a, 'id'),
          lat: this.number(a, 'lat'),
          lon: this.number(a, 'lon'),
          tags: {},
        };
        break;
      case 'way':
        this.current = { type: 'way', id: this.number(a, 'id'), refs: [], tags: {} };
        break;
      case 'relation':
        this.current = { type: 'relation', id: this.number(a, 'id'), members: [], tags: {} };
        break;
      case 'tag':
        if (this.current !== null && a.k !== undefined)
          (this.current.tags as OsmTags)[a.k] = a.v ?? '';
        break;
      case 'nd':
        if (this.current?.type === 'way') this.current.refs.push(this.number(a, 'ref'));
        break;
      case 'member':
        if (this.current?.type === 'relation') {
          const type = a.type ?? '';
          if (!MEMBER_TYPES.has(type)) throw this.fail(`relation member of unknown type "${type}"`);
          this.current.members.push({
            type: type as OsmElementType,
            ref: this.number(a, 'ref'),
            role: a.role ?? '',
          });
        }
        break;
    }
  }

  private number(attributes: Record<string, string>, name: string): number {
    const value = Number(attributes[name]);
    if (attributes[name] === undefined || !Number.isFinite(value)) {
      throw this.fail(`attribute ${name}="${attributes[name] ?? ''}" is not a number`);
    }
    return value;
  }

  private fail(detail: string): OsmFormatError {
    return new OsmFormatError(this.file, this.offset, `${detail} (line ${this.parser.line})`);
  }
}

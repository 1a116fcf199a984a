import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Pbf from 'pbf';
import { beforeAll, describe, expect, it } from 'vitest';
import { OsmFormatError } from './errors';
import { readPbf } from './pbf-reader';
import { openOsm, readOsmPlaces } from './read-osm';
import { osmFile } from './test-files';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'osm-corrupt-'));
});

async function write(name: string, content: string | Uint8Array): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, content);
  return file;
}

async function drain(iterable: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of iterable) continue;
}

async function failure(promise: Promise<unknown>): Promise<OsmFormatError> {
  const error = await promise.then(
    () => new Error('no error thrown'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OsmFormatError);
  return error as OsmFormatError;
}

/** One framed blob: [length][BlobHeader type/datasize][Blob written by `fill`]. */
function frame(type: string, fill: (blob: Pbf) => void): Uint8Array {
  const blob = new Pbf();
  fill(blob);
  const blobBytes = blob.finish();
  const header = new Pbf();
  header.writeStringField(1, type);
  header.writeVarintField(3, blobBytes.length);
  const headerBytes = header.finish();
  const length = Buffer.alloc(4);
  length.writeUInt32BE(headerBytes.length);
  return Buffer.concat([length, headerBytes, blobBytes]);
}

describe('corrupt input', () => {
  it('a truncated PBF names the file and the offset of the cut blob', async () => {
    const bytes = await readFile(osmFile('monaco-2016-03-05.osm.pbf'));
    const file = await write('cut.osm.pbf', bytes.subarray(0, 1_000_000));
    const error = await failure(drain(readPbf(file)));
    expect(error.message).toMatch(/truncated file/);
    expect(error.message).toContain(file);
    expect(error.offset).toBeGreaterThan(0);
    expect(error.offset).toBeLessThan(1_000_000);
  });

  it('random bytes are refused at byte 0', async () => {
    const random = Buffer.alloc(4096);
    for (let i = 0; i < random.length; i++) random[i] = (i * 7919 + 13) % 251;
    const file = await write('random.osm.pbf', random);
    const error = await failure(drain(readPbf(file)));
    expect(error.offset).toBe(0);
    expect(error.message).toMatch(/not an OSM PBF file or corrupt/);
  });

  it('a text file is not an OSM file, whatever reader is tried', async () => {
    const text = 'Just some notes about a trip to Malta.\n'.repeat(20);
    await failure(openOsm(await write('notes.txt', text)));
    await failure(drain(readPbf(await write('notes.osm.pbf', text))));
    await failure(drain(readOsmPlaces(await write('notes.osm', text))));
  });

  it('an empty file is refused', async () => {
    await failure(openOsm(await write('empty.osm.pbf', '')));
    await failure(drain(readPbf(await write('empty2.osm.pbf', ''))));
  });

  it('unknown compression is named', async () => {
    const file = await write(
      'lzma.osm.pbf',
      frame('OSMHeader', (blob) => {
        blob.writeVarintField(2, 100);
        blob.writeBytesField(4, new Uint8Array(20));
      }),
    );
    const error = await failure(drain(readPbf(file)));
    expect(error.message).toMatch(/unsupported blob compression \(lzma\)/);
  });

  it('zlib data that does not inflate, and a first block that is not OSMHeader', async () => {
    const badZlib = frame('OSMHeader', (blob) => blob.writeBytesField(3, new Uint8Array(32)));
    const zlibError = await failure(drain(readPbf(await write('zlib.osm.pbf', badZlib))));
    expect(zlibError.message).toMatch(/does not inflate/);

    const data = frame('OSMData', (blob) => blob.writeBytesField(1, new Uint8Array(0)));
    const dataError = await failure(drain(readPbf(await write('data.osm.pbf', data))));
    expect(dataError.message).toMatch(/not OSMHeader/);
  });

  it('a corrupt byte inside a block is reported with that block offset', async () => {
    const file = path.join(dir, 'flipped.osm.pbf');
    await copyFile(osmFile('singapore-bayfront-2019-12.osm.pbf'), file);
    const bytes = await readFile(file);
    // Inside the first OSMData blob's zlib stream: inflate or the block decoder must notice.
    for (let i = 400; i < 600; i++) bytes[i] = 0xff;
    await writeFile(file, bytes);
    const error = await failure(drain(readPbf(file)));
    expect(error.message).toContain(file);
  });
});

import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { OsmElement, OsmProgress } from './elements';
import { OsmFormatError } from './errors';
import { osmFile } from './test-files';
import { readOsmXml } from './xml-reader';

async function readAll(file: string): Promise<OsmElement[]> {
  const all: OsmElement[] = [];
  for await (const batch of readOsmXml(file)) all.push(...batch);
  return all;
}

async function tempFile(name: string, content: string | Uint8Array): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'osm-xml-')), name);
  await writeFile(file, content);
  return file;
}

const SMALL = `<?xml version="1.0" encoding="UTF-8"?>
<osm version="0.6">
  <node id="1" lat="48.4" lon="15.6"><tag k="amenity" v="cafe"/><tag k="name" v="Café Ö"/></node>
  <node id="2" lat="48.5" lon="15.7"/>
  <way id="10"><nd ref="1"/><nd ref="2"/><tag k="highway" v="path"/></way>
  <relation id="20"><member type="way" ref="10" role="outer"/><tag k="type" v="multipolygon"/></relation>
</osm>`;

describe('readOsmXml', () => {
  it('reads every element of Krems (gzip detected by magic bytes)', async () => {
    const counts = { node: 0, way: 0, relation: 0 };
    const progress: OsmProgress[] = [];
    for await (const batch of readOsmXml(osmFile('krems-2013-12.osm.gz'), {
      onProgress: (p) => progress.push(p),
    })) {
      for (const element of batch) counts[element.type]++;
    }
    expect(counts).toEqual({ node: 15042, way: 2402, relation: 73 });
    expect(progress.at(-1)).toEqual({ bytesRead: 450118, totalBytes: 450118 });
  });

  it('builds nodes, ways with refs, relations with members, and tags', async () => {
    const elements = await readAll(await tempFile('small.osm', SMALL));
    expect(elements).toEqual([
      { type: 'node', id: 1, lat: 48.4, lon: 15.6, tags: { amenity: 'cafe', name: 'Café Ö' } },
      { type: 'node', id: 2, lat: 48.5, lon: 15.7, tags: {} },
      { type: 'way', id: 10, refs: [1, 2], tags: { highway: 'path' } },
      {
        type: 'relation',
        id: 20,
        members: [{ type: 'way', ref: 10, role: 'outer' }],
        tags: { type: 'multipolygon' },
      },
    ]);
  });

  it('reads gzip whatever the file is called', async () => {
    const elements = await readAll(await tempFile('small.data', gzipSync(SMALL)));
    expect(elements).toHaveLength(4);
  });

  it('rejects malformed XML, a non-OSM root, bad numbers and broken gzip', async () => {
    const cases: [string, string | Uint8Array, RegExp][] = [
      ['broken.osm', '<osm><node id="1" lat="1" lon="2"></way></osm>', /malformed XML/],
      ['other.osm', '<html><body/></html>', /not <osm>/],
      ['nan.osm', '<osm><node id="1" lat="north" lon="2"/></osm>', /lat="north" is not a number/],
      ['empty.osm', '', /must contain a root element/],
      ['cut.osm.gz', gzipSync(SMALL).subarray(0, 60), /gzip data is corrupt or truncated/],
    ];
    for (const [name, content, message] of cases) {
      const file = await tempFile(name, content);
      const error = await readAll(file).catch((e: unknown) => e);
      expect(error, name).toBeInstanceOf(OsmFormatError);
      expect((error as Error).message, name).toMatch(message);
      expect((error as Error).message, name).toContain(file);
    }
  });
});

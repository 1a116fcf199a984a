import { describe, expect, it } from 'vitest';
import type { OsmElement, OsmProgress } from './elements';
import { readPbf } from './pbf-reader';
import { osmFile } from './test-files';

async function collect(file: string, options: Parameters<typeof readPbf>[1] = {}) {
  const counts = { node: 0, way: 0, relation: 0 };
  const first: Partial<Record<OsmElement['type'], OsmElement>> = {};
  const rank = { node: 0, way: 1, relation: 2 };
  let previous = 0;
  let ordered = true;
  for await (const batch of readPbf(file, options)) {
    for (const element of batch) {
      counts[element.type]++;
      first[element.type] ??= element;
      // Sorted extracts list nodes, then ways, then relations.
      if (rank[element.type] < previous) ordered = false;
      previous = rank[element.type];
    }
  }
  return { counts, first, ordered };
}

describe('readPbf', () => {
  // Expected counts: SOURCE.md, counted with osmium fileinfo -e.
  it('reads every node, way and relation of Monaco', async () => {
    const { counts, first } = await collect(osmFile('monaco-2016-03-05.osm.pbf'));
    expect(counts).toEqual({ node: 180118, way: 27377, relation: 212 });
    const node = first.node!;
    expect(node.type === 'node' && node.lat).toBeGreaterThan(43.7);
    expect(node.type === 'node' && node.lon).toBeGreaterThan(7.3);
    const way = first.way!;
    expect(way.type === 'way' && way.refs.length).toBeGreaterThan(1);
  });

  it('reads Singapore Bayfront, coordinates inside its bounding box', async () => {
    const nodes: { lat: number; lon: number }[] = [];
    let relation: OsmElement | undefined;
    const counts = { node: 0, way: 0, relation: 0 };
    for await (const batch of readPbf(osmFile('singapore-bayfront-2019-12.osm.pbf'))) {
      for (const element of batch) {
        counts[element.type]++;
        if (element.type === 'node') nodes.push(element);
        if (element.type === 'relation') relation ??= element;
      }
    }
    expect(counts).toEqual({ node: 2843, way: 468, relation: 115 });
    const lats = nodes.map((n) => n.lat);
    const lons = nodes.map((n) => n.lon);
    // The bbox in SOURCE.md is osmium's, rounded to 3 decimals.
    expect(Math.min(...lats)).toBeGreaterThanOrEqual(1.274);
    expect(Math.max(...lats)).toBeLessThanOrEqual(1.3);
    expect(Math.min(...lons)).toBeGreaterThanOrEqual(103.843);
    expect(Math.max(...lons)).toBeLessThanOrEqual(103.868);
    expect(relation?.type === 'relation' && relation.members.length).toBeGreaterThan(0);
  });

  it('skips the element types it is not asked for, keeping file order', async () => {
    const { counts, ordered } = await collect(osmFile('monaco-2016-03-05.osm.pbf'), {
      types: ['way', 'relation'],
    });
    expect(counts).toEqual({ node: 0, way: 27377, relation: 212 });
    expect(ordered).toBe(true);
  });

  it('decodes tags and reports progress up to the file size', async () => {
    const progress: OsmProgress[] = [];
    let tagged = 0;
    for await (const batch of readPbf(osmFile('singapore-bayfront-2019-12.osm.pbf'), {
      onProgress: (p) => progress.push(p),
    })) {
      for (const element of batch) if (element.tags.amenity === 'restaurant') tagged++;
    }
    expect(tagged).toBeGreaterThanOrEqual(17);
    const bytes = progress.map((p) => p.bytesRead);
    expect(bytes).toEqual([...bytes].sort((a, b) => a - b));
    expect(progress.at(-1)).toEqual({ bytesRead: 61582, totalBytes: 61582 });
  });
});

/**
 * Throughput of the PBF reader and of readOsmPlaces on one extract (default: Malta), best of
 * five runs after a warm-up. Usage: node --import tsx packages/osm/scripts/throughput.ts [file]
 */
import { readOsmPlaces } from '../src/read-osm';
import { readPbf } from '../src/pbf-reader';
import { osmFile } from '../src/test-files';

const file = process.argv[2] ?? osmFile('malta-2018-08-27.osm.pbf');
const RUNS = 5;

async function best(run: () => Promise<number>): Promise<{ ms: number; count: number }> {
  let count = await run();
  let ms = Infinity;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    count = await run();
    ms = Math.min(ms, performance.now() - start);
  }
  return { ms, count };
}

async function countNodes(types?: ('node' | 'way' | 'relation')[]): Promise<number> {
  let nodes = 0;
  for await (const batch of readPbf(file, { types })) {
    for (const element of batch) if (element.type === 'node') nodes++;
  }
  return nodes;
}

const all = await best(() => countNodes());
const nodesOnly = await best(() => countNodes(['node']));
const places = await best(async () => {
  let count = 0;
  for await (const _place of readOsmPlaces(file)) count++;
  return count;
});

const rate = (ms: number) => Math.round(all.count / (ms / 1000)).toLocaleString('en');
process.stdout.write(
  [
    `file: ${file} (${all.count} nodes)`,
    `readPbf, all elements: ${all.ms.toFixed(0)} ms, ${rate(all.ms)} nodes/s`,
    `readPbf, nodes only:   ${nodesOnly.ms.toFixed(0)} ms, ${rate(nodesOnly.ms)} nodes/s`,
    `readOsmPlaces:         ${places.ms.toFixed(0)} ms, ${rate(places.ms)} nodes/s, ${places.count} places`,
    '',
  ].join('\n'),
);

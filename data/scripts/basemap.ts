/**
 * `npm run basemap` (workspace @ai-map/data): turns every OSM extract of the shared folder into a
 * street-level basemap file, data/basemap/{area}.ndjson.gz (streets, railways, buildings, water,
 * parks, and land and sea from the coastline), plus manifest.json with each file's bounds,
 * counts and licence. The server cuts vector
 * tiles from them (docs/data.md, docs/domains/map.md).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BASEMAP_LAYERS } from './basemap-classes';
import { readBasemapExtract } from './basemap-extract';
import {
  areaName,
  basemapVersion,
  encodeBasemap,
  osmSource,
  type BasemapArea,
  type BasemapManifest,
} from './basemap-manifest';
import { osmExtracts } from './osm-places';
import { repoRoot } from './paths';
import { createProgress } from './progress';

/** Decimals of the coordinates: 6 ≈ 0.1 m, finer than anything drawn at zoom 20. */
const PRECISION = 6;

const basemapDir = path.join(repoRoot, 'data/basemap');

async function main() {
  const progress = createProgress();
  mkdirSync(basemapDir, { recursive: true });
  const areas: BasemapArea[] = [];
  const written: { file: string; data: Buffer }[] = [];
  for (const osmFile of osmExtracts()) {
    const area = areaName(osmFile);
    const extract = await progress.stage(
      area,
      () => readBasemapExtract(osmFile, PRECISION),
      ({ counts, incomplete, coast }) =>
        BASEMAP_LAYERS.map((layer) => `${counts[layer]} ${layer}`).join(', ') +
        `; ${incomplete} left out (nodes outside the extract); coast: ${coast}`,
    );
    if (!extract.bbox) {
      progress.note(`${area}: nothing to draw, no file written`);
      continue;
    }
    const file = `${area}.ndjson.gz`;
    const data = encodeBasemap(extract.features);
    writeFileSync(path.join(basemapDir, file), data);
    written.push({ file, data });
    areas.push({
      area,
      file,
      bbox: extract.bbox,
      counts: extract.counts,
      bytes: data.length,
      source: osmSource(osmFile),
    });
    progress.note(`${file}: ${kb(data.length)}`);
  }
  // Files of extracts that are no longer in the shared folder would be served stale.
  for (const name of readdirSync(basemapDir)) {
    if (name.endsWith('.ndjson.gz') && !areas.some((a) => a.file === name)) {
      rmSync(path.join(basemapDir, name));
    }
  }
  const manifest: BasemapManifest = {
    version: basemapVersion(written),
    precision: PRECISION,
    areas,
  };
  writeFileSync(path.join(basemapDir, 'manifest.json'), manifestJson(manifest));
  progress.note(`total ${kb(written.reduce((sum, { data }) => sum + data.length, 0))}`);
  progress.done();
}

/** Indented JSON with each bbox on one line, as Prettier formats it (the file is committed). */
function manifestJson(manifest: BasemapManifest): string {
  const text = JSON.stringify(manifest, null, 2);
  return (
    text.replace(
      /\[\s+([-\d.,\s]+?)\s+\]/g,
      (_, numbers: string) => `[${numbers.split(/,\s+/).join(', ')}]`,
    ) + '\n'
  );
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} KB`;
}

await main();

import { createHash } from 'node:crypto';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BasemapLayer } from './basemap-classes';
import type { BasemapFeature } from './basemap-extract';

/** Where a basemap file's data comes from and the credit its licence asks for. */
export interface BasemapSource {
  name: string;
  licence: string;
  attribution: string;
  url: string;
}

export interface BasemapArea {
  /** The extract's place name, e.g. "malta"; the data file is `{area}.ndjson.gz`. */
  area: string;
  file: string;
  /** [west, south, east, north] of the features: the server loads a file only for tiles inside. */
  bbox: [number, number, number, number];
  counts: Record<BasemapLayer, number>;
  bytes: number;
  source: BasemapSource;
}

export interface BasemapManifest {
  /** The first 16 hex digits of the sha256 over the file names and bytes. */
  version: string;
  /** Decimals the coordinates are rounded to. */
  precision: number;
  areas: BasemapArea[];
}

const EXTRACT_SUFFIX = /(-\d{4}(-\d{2}){0,2})?\.osm(\.pbf|\.gz)?$/;

/** "malta-2018-08-27.osm.pbf" → "malta": the file name without its date and format. */
export function areaName(file: string): string {
  return path.basename(file).replace(EXTRACT_SUFFIX, '');
}

const ODBL = {
  licence: 'ODbL-1.0',
  attribution: '© OpenStreetMap contributors (https://www.openstreetmap.org/copyright)',
  url: 'https://www.openstreetmap.org/copyright',
};

/**
 * Extracts with data from before OSM's licence change of 12 September 2012 stay under CC BY-SA
 * 2.0; the shared folder's SOURCE.md names them. Everything else is ODbL.
 */
const CC_BY_SA_EXTRACTS = new Set(['copenhagen-centre-2012.osm.pbf']);

export function osmSource(file: string): BasemapSource {
  const name = `OpenStreetMap extract ${path.basename(file)}`;
  if (!CC_BY_SA_EXTRACTS.has(path.basename(file))) return { name, ...ODBL };
  return {
    name,
    licence: 'CC-BY-SA-2.0',
    attribution: '© OpenStreetMap contributors, CC BY-SA',
    url: 'https://creativecommons.org/licenses/by-sa/2.0/',
  };
}

/** One feature per line, gzipped; Node's gzip writes no time, so equal data gives equal bytes. */
export function encodeBasemap(features: readonly BasemapFeature[]): Buffer {
  const lines = features.map((feature) => JSON.stringify(feature));
  return gzipSync(lines.join('\n') + '\n', { level: 9 });
}

/** The content version over the written files, so it changes exactly when the data does. */
export function basemapVersion(files: readonly { file: string; data: Buffer }[]): string {
  const hash = createHash('sha256');
  for (const { file, data } of files) hash.update(file).update(data);
  return hash.digest('hex').slice(0, 16);
}

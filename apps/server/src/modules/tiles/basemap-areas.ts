import type { FastifyBaseLogger } from 'fastify';
import type { Feature } from 'geojson';
import GeoJSONVT, { type LegacyFeature } from 'geojson-vt';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { z } from 'zod';
import { tileBounds, VT_OPTIONS } from './tile-grid';

/**
 * The street-level layers of data/basemap files (`npm run basemap`), bottom to top. `land` is
 * the land of the coastline, which TileService merges into the tile's one land feature.
 */
export const STREET_LAYERS = [
  'land',
  'parks',
  'water',
  'buildings',
  'streets',
  'railways',
] as const;
export type StreetLayer = (typeof STREET_LAYERS)[number];

/** Street-level layers are cut from this zoom on: further out a city is a labelled dot. */
export const STREET_MIN_ZOOM = 12;

/**
 * The zoom from which a feature goes into tiles. The style draws minor streets from 13, and
 * buildings and paths from 14 and 15, so lower tiles leave them out and stay small.
 */
export function streetMinZoom(layer: StreetLayer, streetClass: unknown): number {
  if (layer === 'buildings' || (layer === 'streets' && streetClass === 'path')) return 14;
  if (layer === 'streets' && streetClass === 'minor') return 13;
  return STREET_MIN_ZOOM;
}

const ManifestSchema = z.object({
  areas: z.array(
    z.object({
      area: z.string(),
      // A bare file name, so the manifest cannot point outside the folder.
      file: z.string().regex(/^[\w-]+\.ndjson\.gz$/),
      bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
    }),
  ),
});

type Bbox = [number, number, number, number];
type StreetIndexes = Record<StreetLayer, GeoJSONVT>;

interface Area {
  area: string;
  file: string;
  bbox: Bbox;
  /** Built on the first tile that needs the area; null when the file could not be read. */
  indexes?: Promise<StreetIndexes | null>;
}

const gunzipAsync = promisify(gunzip);

const intersects = (a: Bbox, b: Bbox) =>
  a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

const isStreetLayer = (layer: unknown): layer is StreetLayer =>
  (STREET_LAYERS as readonly unknown[]).includes(layer);

/** One feature per line, each with its `layer` beside the GeoJSON members (docs/data.md). */
async function readStreetIndexes(file: string): Promise<StreetIndexes> {
  const text = (await gunzipAsync(await readFile(file))).toString('utf8');
  const byLayer = new Map<StreetLayer, Feature[]>(STREET_LAYERS.map((layer) => [layer, []]));
  for (const line of text.split('\n')) {
    if (!line) continue;
    const feature = JSON.parse(line) as Feature & { layer?: unknown };
    // Layers this server does not draw (a newer data build) are skipped.
    if (isStreetLayer(feature.layer)) byLayer.get(feature.layer)!.push(feature);
  }
  const index = (layer: StreetLayer) =>
    new GeoJSONVT({ type: 'FeatureCollection', features: byLayer.get(layer)! }, VT_OPTIONS);
  return Object.fromEntries(STREET_LAYERS.map((layer) => [layer, index(layer)])) as StreetIndexes;
}

/**
 * The street-level basemap of the bundled OSM extracts. The manifest is read on the first tile
 * at street zoom; an area's file only when a tile overlaps its bbox, so tiles elsewhere never
 * load it. A missing or unreadable file is logged and its area drawn without streets, so the
 * rest of the map keeps working.
 */
export class BasemapAreas {
  private areas: Promise<Area[]> | undefined;

  constructor(
    private readonly dir: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The street-level features of tile z/x/y per layer; layers without any are left out. */
  async tileFeatures(
    z: number,
    x: number,
    y: number,
  ): Promise<Partial<Record<StreetLayer, LegacyFeature[]>>> {
    if (z < STREET_MIN_ZOOM) return {};
    const bounds = tileBounds(z, x, y);
    const overlapping = (await this.list()).filter((area) => intersects(area.bbox, bounds));
    const loaded = await Promise.all(overlapping.map((area) => this.load(area)));
    const found: Partial<Record<StreetLayer, LegacyFeature[]>> = {};
    for (const indexes of loaded) {
      if (!indexes) continue;
      for (const layer of STREET_LAYERS) {
        const features = (indexes[layer].getTile(z, x, y)?.features ?? []).filter(
          (feature) => streetMinZoom(layer, feature.tags?.class) <= z,
        );
        if (features.length > 0) (found[layer] ??= []).push(...features);
      }
    }
    return found;
  }

  /** Whether tile z/x/y overlaps a bundled extract, which brings its own coastline and water. */
  async overlaps(z: number, x: number, y: number): Promise<boolean> {
    const bounds = tileBounds(z, x, y);
    return (await this.list()).some((area) => intersects(area.bbox, bounds));
  }

  private list(): Promise<Area[]> {
    this.areas ??= this.readManifest();
    return this.areas;
  }

  private async readManifest(): Promise<Area[]> {
    const file = path.join(this.dir, 'manifest.json');
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      this.log.warn({ err: error, file }, 'no street-level basemap (npm run basemap)');
      return [];
    }
    try {
      return ManifestSchema.parse(JSON.parse(text)).areas;
    } catch (error) {
      this.log.error({ err: error, file }, 'street-level basemap manifest is invalid');
      return [];
    }
  }

  private load(area: Area): Promise<StreetIndexes | null> {
    if (!area.indexes) {
      const started = Date.now();
      area.indexes = readStreetIndexes(path.join(this.dir, area.file)).then(
        (indexes) => {
          this.log.info({ area: area.area, ms: Date.now() - started }, 'street tile indexes built');
          return indexes;
        },
        (error: unknown) => {
          this.log.error({ err: error, area: area.area }, 'street-level basemap file unreadable');
          return null;
        },
      );
    }
    return area.indexes;
  }
}

import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  BUNDLE_FILES,
  type BundleEntity,
  type BundleManifest,
  BundleManifestSchema,
  CityRecordSchema,
  CountryRecordSchema,
  PlaceRecordSchema,
  RegionRecordSchema,
} from '@ai-map/contracts';
import type { Source } from './sources';

const SCHEMAS = {
  countries: CountryRecordSchema,
  regions: RegionRecordSchema,
  cities: CityRecordSchema,
  places: PlaceRecordSchema,
} satisfies Record<BundleEntity, unknown>;

/**
 * Validates every record against its contract schema (the first invalid record fails the
 * build, naming the file, line and problem), then writes one JSON record per line, gzipped.
 * Node's gzip writes no timestamp and a fixed header, so equal records give equal bytes.
 */
export function encodeNdjsonGz(entity: BundleEntity, records: unknown[]): Buffer {
  const schema = SCHEMAS[entity];
  const lines = records.map((record, i) => {
    const result = schema.safeParse(record);
    if (!result.success) {
      throw new Error(
        `${BUNDLE_FILES[entity]} line ${i + 1} is invalid: ${result.error.message}\n${JSON.stringify(record).slice(0, 500)}`,
      );
    }
    return JSON.stringify(record);
  });
  return gzipSync(lines.join('\n') + '\n', { level: 9 });
}

export function writeBundle(
  dir: string,
  files: Record<BundleEntity, unknown[]>,
  sources: Source[],
  builtAt: Date,
): { manifest: BundleManifest; bytes: Record<BundleEntity, number> } {
  mkdirSync(dir, { recursive: true });
  const hash = createHash('sha256');
  const counts: Record<string, number> = {};
  const bytes = {} as Record<BundleEntity, number>;
  for (const entity of Object.keys(BUNDLE_FILES) as BundleEntity[]) {
    const data = encodeNdjsonGz(entity, files[entity]);
    writeFileSync(path.join(dir, BUNDLE_FILES[entity]), data);
    hash.update(BUNDLE_FILES[entity]).update(data);
    counts[entity] = files[entity].length;
    bytes[entity] = data.length;
  }
  const manifest = BundleManifestSchema.parse({
    // The version names the content: it changes exactly when a data file changes.
    version: hash.digest('hex').slice(0, 16),
    built_at: builtAt.toISOString(),
    counts,
    sources: sources.map(({ name, licence, attribution, url }) => ({
      name,
      licence,
      attribution,
      url,
    })),
  });
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  return { manifest, bytes };
}

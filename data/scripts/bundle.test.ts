import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  BUNDLE_FILES,
  BundleManifestSchema,
  CityRecordSchema,
  CountryRecordSchema,
  PlaceRecordSchema,
  RegionRecordSchema,
} from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { bundleDir } from './paths';

function readRecords(file: string): unknown[] {
  const text = gunzipSync(readFileSync(path.join(bundleDir, file))).toString('utf8');
  return text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as unknown);
}

describe('the committed bundle', () => {
  const manifest = BundleManifestSchema.parse(
    JSON.parse(readFileSync(path.join(bundleDir, 'manifest.json'), 'utf8')),
  );

  it.each([
    ['countries', CountryRecordSchema, 240],
    ['regions', RegionRecordSchema, 4000],
    ['cities', CityRecordSchema, 20_000],
    ['places', PlaceRecordSchema, 3000],
  ] as const)('%s parse with the contract schema and meet the count', (entity, schema, minimum) => {
    const records = readRecords(BUNDLE_FILES[entity]);
    expect(records.length).toBeGreaterThanOrEqual(minimum);
    expect(records.length).toBe(manifest.counts[entity]);
    for (const record of records) schema.parse(record);
  });

  it('has unique slugs and ids', () => {
    const cities = readRecords(BUNDLE_FILES.cities).map((r) => CityRecordSchema.parse(r));
    expect(new Set(cities.map((c) => c.slug)).size).toBe(cities.length);
    const places = readRecords(BUNDLE_FILES.places).map((r) => PlaceRecordSchema.parse(r));
    expect(new Set(places.map((p) => `${p.source}:${p.source_id}`)).size).toBe(places.length);
    const attractions = places.filter((p) => p.source === 'wikidata' && p.kind === 'attraction');
    expect(attractions.length).toBeGreaterThanOrEqual(3000);
  });

  it('credits its sources', () => {
    expect(manifest.sources.map((s) => s.licence)).toEqual(
      expect.arrayContaining(['CC0-1.0', 'CC-BY-4.0', 'OGL-UK-3.0']),
    );
  });
});

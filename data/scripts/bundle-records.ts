import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  BUNDLE_FILES,
  CityRecordSchema,
  PlaceRecordSchema,
  RegionRecordSchema,
  type CityRecord,
} from '@ai-map/contracts';
import { bundleDir } from './paths';

/* The committed bundle's records, parsed with the contract schemas: what the bundle tests read. */

export function readBundle<T>(file: string, parse: (value: unknown) => T): T[] {
  return gunzipSync(readFileSync(path.join(bundleDir, file)))
    .toString('utf8')
    .trimEnd()
    .split('\n')
    .map((line) => parse(JSON.parse(line)));
}

export function bundleRecords() {
  const regions = readBundle(BUNDLE_FILES.regions, (r) => RegionRecordSchema.parse(r));
  const cities = readBundle(BUNDLE_FILES.cities, (r) => CityRecordSchema.parse(r));
  const places = readBundle(BUNDLE_FILES.places, (r) => PlaceRecordSchema.parse(r));
  const regionName = new Map(regions.map((r) => [`${r.country_iso2}:${r.code}`, r.name]));
  /** The most populous city of that name in that country, or undefined. */
  const city = (name: string, country: string): CityRecord | undefined =>
    cities
      .filter((c) => c.name === name && c.country_iso2 === country)
      .sort((a, b) => b.population - a.population)[0];
  return { regions, cities, places, regionName, city };
}

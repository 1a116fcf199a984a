import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { BUNDLE_FILES, PlaceRecordSchema } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { haversineKm } from './geo';
import { bundleDir } from './paths';

const places = gunzipSync(readFileSync(path.join(bundleDir, BUNDLE_FILES.places)))
  .toString('utf8')
  .trimEnd()
  .split('\n')
  .map((line) => PlaceRecordSchema.parse(JSON.parse(line)));

describe('the bundle dates its places', () => {
  it('by their source: the extract for OpenStreetMap, the dump for the others', () => {
    const dates = new Map<string, Set<string | null>>();
    for (const place of places) {
      dates.set(place.source, (dates.get(place.source) ?? new Set()).add(place.data_date));
    }
    // One per extract of data/sources/osm, as its SOURCE.md's "data timestamp" column gives it.
    expect([...dates.get('osm')!].sort()).toEqual([
      '2012',
      '2013-05-28',
      '2013-12',
      '2015-02',
      '2015-07-27',
      '2016-03-05',
      '2018-08-27',
      '2019-12',
    ]);
    expect([...dates.get('wikipedia')!]).toEqual(['2025-03']);
    // The 2021 lists, and the castles list of July 2026 built from Wikidata.
    expect([...dates.get('wikidata')!].sort()).toEqual(['2021-05', '2026-07']);
  });

  it('as of 27 August 2018 for the food places of Valletta (the Malta extract)', () => {
    const valletta = places.filter(
      (p) =>
        p.source === 'osm' && p.kind === 'food' && haversineKm(p.lat, p.lng, 35.8989, 14.5146) < 1,
    );
    expect(valletta.length).toBeGreaterThan(20);
    expect(new Set(valletta.map((p) => p.data_date))).toEqual(new Set(['2018-08-27']));
  });
});

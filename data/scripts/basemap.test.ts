import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BASEMAP_LAYERS, type BasemapLayer } from './basemap-classes';
import type { BasemapFeature } from './basemap-extract';
import { areaName, osmSource, type BasemapManifest } from './basemap-manifest';
import { repoRoot } from './paths';

const basemapDir = path.join(repoRoot, 'data/basemap');
const manifest = JSON.parse(
  readFileSync(path.join(basemapDir, 'manifest.json'), 'utf8'),
) as BasemapManifest;

describe('basemap sources', () => {
  it('names areas after the extract file', () => {
    expect(areaName('/x/malta-2018-08-27.osm.pbf')).toBe('malta');
    expect(areaName('krems-2013-12.osm.gz')).toBe('krems');
    expect(areaName('copenhagen-centre-2012.osm.pbf')).toBe('copenhagen-centre');
    expect(areaName('city.osm')).toBe('city');
  });

  it('keeps the pre-2012 Copenhagen extract under CC BY-SA, the rest under the ODbL', () => {
    expect(osmSource('/x/copenhagen-centre-2012.osm.pbf').licence).toBe('CC-BY-SA-2.0');
    expect(osmSource('/x/malta-2018-08-27.osm.pbf')).toMatchObject({
      licence: 'ODbL-1.0',
      url: 'https://www.openstreetmap.org/copyright',
    });
  });
});

describe('the committed basemap', () => {
  it('has one file per extract, with its licence', () => {
    expect(manifest.areas.map((a) => a.area)).toEqual([
      'andorra',
      'baltimore',
      'copenhagen-centre',
      'krems',
      'liechtenstein',
      'malta',
      'monaco',
      'singapore-bayfront',
    ]);
    for (const area of manifest.areas) expect(area.source.attribution).toMatch(/OpenStreetMap/);
  });

  it.each(manifest.areas.map((a) => [a.area, a] as const))(
    '%s: features match the manifest counts and lie in its bbox',
    (_name, area) => {
      const data = readFileSync(path.join(basemapDir, area.file));
      expect(data.length).toBe(area.bytes);
      const counts = Object.fromEntries(BASEMAP_LAYERS.map((l) => [l, 0])) as Record<
        BasemapLayer,
        number
      >;
      const seen = [Infinity, Infinity, -Infinity, -Infinity];
      for (const line of gunzipSync(data).toString('utf8').trimEnd().split('\n')) {
        const feature = JSON.parse(line) as BasemapFeature;
        counts[feature.layer]++;
        const numbers = JSON.stringify(feature.geometry.coordinates).match(/-?[\d.]+/g)!;
        for (let i = 0; i < numbers.length; i += 2) {
          const [lon, lat] = [Number(numbers[i]), Number(numbers[i + 1])];
          seen[0] = Math.min(seen[0]!, lon);
          seen[1] = Math.min(seen[1]!, lat);
          seen[2] = Math.max(seen[2]!, lon);
          seen[3] = Math.max(seen[3]!, lat);
        }
      }
      expect(seen).toEqual(area.bbox);
      expect(counts).toEqual(area.counts);
    },
  );

  it('stays small enough to commit', () => {
    const total = manifest.areas.reduce((sum, a) => sum + a.bytes, 0);
    expect(total).toBeLessThan(10 * 1024 * 1024);
  });
});

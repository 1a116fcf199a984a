import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { osmExtractDataDate, osmFileDataDate } from './data-date';
import { osmFile } from './test-files';

describe('osmFileDataDate', () => {
  it('reads the date of each extract the build reads, as precisely as its name gives it', () => {
    expect(osmFileDataDate('data/sources/osm/malta-2018-08-27.osm.pbf')).toBe('2018-08-27');
    expect(osmFileDataDate('baltimore-2015-02.osm.pbf')).toBe('2015-02');
    expect(osmFileDataDate('copenhagen-centre-2012.osm.pbf')).toBe('2012');
    expect(osmFileDataDate('krems-2013-12.osm.gz')).toBe('2013-12');
    expect(osmFileDataDate('singapore-bayfront-2019-12.osm.pbf')).toBe('2019-12');
    expect(osmFileDataDate('/x/liechtenstein-2015-07-27.osm.pbf')).toBe('2015-07-27');
  });

  it('gives no date for a name without one, rather than a guess', () => {
    expect(osmFileDataDate('region-latest.osm.pbf')).toBeNull();
    expect(osmFileDataDate('malta.osm.pbf')).toBeNull();
    // A number that is no year or month is not read as one.
    expect(osmFileDataDate('route-66.osm.pbf')).toBeNull();
    expect(osmFileDataDate('area-2018-13.osm.pbf')).toBeNull();
    expect(osmFileDataDate('area-12345.osm')).toBeNull();
  });

  it('reads an undated name’s PBF header instead, as Geofabrik’s -latest files carry one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'osm-date-'));
    try {
      // Malta's header: osmosis_replication_timestamp 2018-08-27T20:14:02Z.
      const latest = path.join(dir, 'malta-latest.osm.pbf');
      await copyFile(osmFile('malta-2018-08-27.osm.pbf'), latest);
      expect(await osmExtractDataDate(latest)).toBe('2018-08-27');
      // Copenhagen's file has no timestamp; an XML file no header to read.
      const plain = path.join(dir, 'kbh.osm.pbf');
      await copyFile(osmFile('copenhagen-centre-2012.osm.pbf'), plain);
      expect(await osmExtractDataDate(plain)).toBeNull();
      const xml = path.join(dir, 'krems.osm.gz');
      await copyFile(osmFile('krems-2013-12.osm.gz'), xml);
      expect(await osmExtractDataDate(xml)).toBeNull();
      // A dated name wins without reading the file.
      expect(await osmExtractDataDate(path.join(dir, 'missing-2019-12.osm.pbf'))).toBe('2019-12');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

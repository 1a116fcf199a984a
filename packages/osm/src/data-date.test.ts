import { describe, expect, it } from 'vitest';
import { osmFileDataDate } from './data-date';

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
});

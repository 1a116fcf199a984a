import { basename } from 'node:path';

/**
 * The data date an OSM extract's file name carries, as precisely as it gives it:
 * `malta-2018-08-27.osm.pbf` → "2018-08-27", `baltimore-2015-02.osm.pbf` → "2015-02",
 * `copenhagen-centre-2012.osm.pbf` → "2012". The extracts of data/sources/osm are named so
 * (their SOURCE.md's "data timestamp" column is the authority the names follow), while only some
 * carry a replication timestamp inside. Null when the name has no date (`region-latest.osm.pbf`):
 * a download's name says nothing of its age, and a guess would be worse than none.
 */
export function osmFileDataDate(file: string): string | null {
  const name = basename(file).replace(/\.osm(\.pbf|\.gz|\.bz2)?$/i, '');
  const match = /(?:^|[-_])((?:19|20)\d{2})(?:-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?)?$/.exec(
    name,
  );
  if (!match) return null;
  const [, year, month, day] = match;
  return [year, month, day].filter(Boolean).join('-');
}

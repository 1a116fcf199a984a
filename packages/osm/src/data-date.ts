import { basename } from 'node:path';
import { readPbfReplicationDay } from './pbf-reader';
import { openOsm } from './read-osm';

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

/**
 * The data date of an extract a user imports: its name's, else the replication timestamp in a
 * PBF header (what Geofabrik's `region-latest.osm.pbf` carries), else null. A file that cannot be
 * read gives null here: the import's reader then reports what is wrong with it.
 */
export async function osmExtractDataDate(file: string): Promise<string | null> {
  const named = osmFileDataDate(file);
  if (named) return named;
  try {
    return (await openOsm(file)).format === 'pbf' ? await readPbfReplicationDay(file) : null;
  } catch {
    return null;
  }
}

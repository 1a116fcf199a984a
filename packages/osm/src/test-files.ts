import path from 'node:path';

/** The real extracts in data/sources/osm (see SOURCE.md there), for tests and benches. */
export const OSM_DATA = path.resolve(import.meta.dirname, '../../../data/sources/osm');

export const osmFile = (name: string): string => path.join(OSM_DATA, name);

import path from 'node:path';

/** The real extracts in /work/shared/data/osm (see SOURCE.md there), for tests and benches. */
export const OSM_DATA = path.resolve(import.meta.dirname, '../../../../shared/data/osm');

export const osmFile = (name: string): string => path.join(OSM_DATA, name);

import { readdirSync } from 'node:fs';
import type { PlaceRecord } from '@ai-map/contracts';
import { osmFileDataDate, readOsmPlaces } from '@ai-map/osm';
import { sourcePath } from './paths';

/** The OSM extracts of the shared folder (.osm.pbf, and OSM XML plain or gzipped). */
export function osmExtracts(dir = sourcePath('osm')): string[] {
  return readdirSync(dir)
    .filter((name) => /\.osm(\.pbf|\.gz)?$/.test(name))
    .sort()
    .map((name) => `${dir}/${name}`);
}

/**
 * Places of every extract through @ai-map/osm's reader, de-duplicated by (source, source_id): the
 * extracts do not overlap today, but a city could be cut twice and the first file wins. Each
 * place carries its extract's date, read from the file name (data/sources/osm/SOURCE.md).
 */
export async function collectOsmPlaces(
  files: string[],
  onFile: (file: string, places: number) => void,
): Promise<PlaceRecord[]> {
  const places = new Map<string, PlaceRecord>();
  for (const file of files) {
    const dataDate = osmFileDataDate(file);
    let count = 0;
    for await (const place of readOsmPlaces(file)) {
      const key = `${place.source}:${place.source_id}`;
      if (!places.has(key)) places.set(key, { ...place, data_date: dataDate });
      count++;
    }
    onFile(file, count);
  }
  return [...places.values()];
}

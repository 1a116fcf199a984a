import { osmExtractDataDate, readOsmPlaces } from '@ai-map/osm';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../../db/client';
import { inBatches } from './batches';
import * as repo from './import.repository';
import { PlaceLocator } from './place-locator';
import type { Progress } from './progress';
import { addCachedSitelinkTerms } from './sitelink-ratings';
import { placeRow } from './record-rows';
import { analyzeCatalog, refreshCatalogStats } from './refresh-stats.repository';

export interface OsmImportResult {
  file: string;
  /** Short SHA-256 of the file: the same file is imported once. */
  version: string;
  imported: boolean;
  places: number;
  byKind: Record<string, number>;
  bytes: number;
  seconds: number;
}

async function fileDigest(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Imports the points of interest of an OpenStreetMap extract (.osm.pbf, .osm, .osm.gz): each
 * place is upserted by its OSM id and placed in the catalogue by its nearest city, then the
 * derived counts and ratings are refreshed. All in one transaction: a corrupt file changes
 * nothing. Importing a file already imported is a no-op.
 */
export async function importOsmFile(
  db: Database,
  file: string,
  progress: Progress,
): Promise<OsmImportResult> {
  const started = Date.now();
  const { size } = await stat(file);
  const version = await fileDigest(file);
  const source = `osm:${path.basename(file)}`;
  const base = { file, version, bytes: size, places: 0, byKind: {} as Record<string, number> };
  if (await repo.findImport(db, source, version)) return { ...base, imported: false, seconds: 0 };

  const locator = new PlaceLocator(await repo.locatableCities(db), await repo.countryBorders(db));
  // The extract's date: its name's (malta-2018-08-27.osm.pbf), else its PBF header's.
  const dataDate = await osmExtractDataDate(file);
  const byKind: Record<string, number> = {};
  let places = 0;
  let phase = '';
  await db.transaction(async (tx) => {
    await repo.liftStatementTimeout(tx);
    const records = readOsmPlaces(file, {
      onProgress: (p) => {
        if (p.phase !== phase) {
          if (phase) progress.done();
          phase = p.phase;
          progress.start(`${path.basename(file)}: ${phase}`, p.totalBytes);
        }
        progress.update(p.bytesRead);
      },
    });
    for await (const batch of inBatches(records, 500)) {
      await addCachedSitelinkTerms(tx, batch);
      await repo.upsertPlaces(
        tx,
        batch.map((r) => placeRow({ ...r, data_date: dataDate }, locator)),
      );
      for (const r of batch) byKind[r.kind] = (byKind[r.kind] ?? 0) + 1;
      places += batch.length;
    }
    if (phase) progress.done();
    await refreshCatalogStats(tx);
    await repo.recordImport(tx, {
      source,
      version,
      counts: { places, ...byKind },
      startedAt: new Date(started),
    });
  });
  await analyzeCatalog(db);
  return { ...base, imported: true, places, byKind, seconds: (Date.now() - started) / 1000 };
}

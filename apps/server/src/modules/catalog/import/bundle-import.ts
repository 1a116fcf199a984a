import {
  BUNDLE_FILES,
  BundleManifestSchema,
  CityRecordSchema,
  CountryRecordSchema,
  PlaceRecordSchema,
  RegionRecordSchema,
  type BundleEntity,
} from '@ai-map/contracts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../../db/client';
import { inBatches, validated } from './batches';
import { importHolidays } from './holiday-import';
import * as repo from './import.repository';
import { readNdjsonGz } from './ndjson';
import { analyzeCatalog, refreshCatalogStats } from './refresh-stats.repository';
import { PlaceLocator } from './place-locator';
import type { Progress } from './progress';
import { encodePlaces, mayBypassRowTriggers, upsertPlaceBatch } from './place-writes.repository';
import { cityRow, countryRow, placeRow, regionRow } from './record-rows';
import { addCachedSitelinkTerms } from './sitelink-ratings';

export interface BundleImportResult {
  version: string;
  /** False when this bundle version had been imported before: nothing was done. */
  imported: boolean;
  counts: Record<string, number>;
  skipped: Record<string, number>;
}

export async function readManifest(bundleDir: string) {
  const raw = await readFile(path.join(bundleDir, 'manifest.json'), 'utf8');
  return BundleManifestSchema.parse(JSON.parse(raw));
}

/**
 * Imports the bundled world catalogue in one transaction: countries, regions, cities, places
 * (placed by the nearest city), holidays, then the derived counts and ratings. Upserts make a re-import of a newer bundle update
 * rows in place; a bundle version already imported is skipped. Any invalid record aborts the
 * whole import and leaves the database as it was.
 */
export async function importBundle(
  db: Database,
  bundleDir: string,
  progress: Progress,
): Promise<BundleImportResult> {
  const manifest = await readManifest(bundleDir);
  const counts: Record<string, number> = {};
  const skipped: Record<string, number> = {};
  if (await repo.findImport(db, 'bundle', manifest.version)) {
    return { version: manifest.version, imported: false, counts, skipped };
  }
  const startedAt = new Date();
  const records = <T extends BundleEntity>(entity: T) =>
    readNdjsonGz(path.join(bundleDir, BUNDLE_FILES[entity]));
  const total = (entity: BundleEntity) => manifest.counts[entity] ?? 0;

  await db.transaction(async (tx) => {
    await repo.liftStatementTimeout(tx);
    progress.start('countries', total('countries'));
    for await (const batch of inBatches(
      validated(records('countries'), CountryRecordSchema, 'countries'),
      50,
    )) {
      await repo.upsertCountries(tx, batch.map(countryRow));
      progress.tick(batch.length);
    }
    progress.done();
    const countryIds = await repo.countryIdsByIso2(tx);
    counts.countries = countryIds.size;

    progress.start('regions', total('regions'));
    counts.regions = 0;
    skipped.regions = 0;
    for await (const batch of inBatches(
      validated(records('regions'), RegionRecordSchema, 'regions'),
      500,
    )) {
      const rows = batch.flatMap((r) => {
        const countryId = countryIds.get(r.country_iso2);
        return countryId ? [regionRow(r, countryId)] : [];
      });
      await repo.upsertRegions(tx, rows);
      counts.regions += rows.length;
      skipped.regions += batch.length - rows.length;
      progress.tick(batch.length);
    }
    progress.done();
    const regionIds = await repo.regionIdsByCode(tx);

    progress.start('cities', total('cities'));
    counts.cities = 0;
    skipped.cities = 0;
    for await (const batch of inBatches(
      validated(records('cities'), CityRecordSchema, 'cities'),
      500,
    )) {
      const rows = batch.flatMap((r) => {
        const countryId = countryIds.get(r.country_iso2);
        if (!countryId) return [];
        const regionId = r.region_code
          ? (regionIds.get(`${countryId}:${r.region_code}`) ?? null)
          : null;
        return [cityRow(r, countryId, regionId)];
      });
      await repo.upsertCities(tx, rows);
      counts.cities += rows.length;
      skipped.cities += batch.length - rows.length;
      progress.tick(batch.length);
    }
    progress.done();

    const locator = new PlaceLocator(await repo.locatableCities(tx), await repo.countryBorders(tx));
    progress.start('places', total('places'));
    counts.places = 0;
    const wikidataIds: string[] = [];
    const merges: { from: string; into: string }[] = [];
    // ~160,000 places: written as binary arrays (place-writes.repository.ts), 4–5× faster than
    // Drizzle's multi-row VALUES; into an empty catalogue without ON CONFLICT.
    const bypassRowTriggers = await mayBypassRowTriggers(tx);
    const assumeNew = !(await repo.hasCataloguePlaces(tx));
    for await (const batch of inBatches(
      validated(records('places'), PlaceRecordSchema, 'places'),
      2_500,
    )) {
      await addCachedSitelinkTerms(tx, batch);
      const rows = batch.map((r) => placeRow(r, locator));
      const skipped = await upsertPlaceBatch(tx, encodePlaces(rows), {
        bypassRowTriggers,
        assumeNew,
      });
      await upsertPlaceBatch(tx, encodePlaces(skipped), { bypassRowTriggers });
      for (const r of batch) {
        if (r.source === 'wikidata') wikidataIds.push(r.source_id);
        for (const from of r.merged_ids) merges.push({ from, into: `${r.source}:${r.source_id}` });
      }
      counts.places += batch.length;
      progress.tick(batch.length);
    }
    progress.done();
    // A database that imported an earlier bundle drops what this one left out: Wikidata records
    // no longer in it (office towers, docs/data.md "Rating") and records merged into another.
    counts.places_removed = await repo.removeSupersededPlaces(tx, wikidataIds, merges);

    counts.holidays = await importHolidays(tx, progress);
    await refreshCatalogStats(tx);
    await repo.recordImport(tx, { source: 'bundle', version: manifest.version, counts, startedAt });
  });
  await analyzeCatalog(db);
  return { version: manifest.version, imported: true, counts, skipped };
}

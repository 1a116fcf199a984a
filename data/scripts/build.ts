import path from 'node:path';
import { BUNDLE_FILES, type PlaceRecord } from '@ai-map/contracts';
import { buildCities, MIN_POPULATION } from './cities';
import { loadClimateGrids } from './climate';
import { loadCoastline } from './coast';
import { buildCountries } from './countries';
import { bundleDir } from './paths';
import { collectOsmPlaces, osmExtracts } from './osm-places';
import { createProgress } from './progress';
import { buildRegions } from './regions';
import { SOURCES } from './sources';
import { buildWikidataPlaces } from './wikidata';
import { writeBundle } from './write-bundle';

/**
 * `npm run data:build`: builds data/bundle from the npm data packages and the shared data folder.
 * Stages report their counts and durations on stderr. The manifest's built_at honours
 * SOURCE_DATE_EPOCH (reproducible-builds convention); the data files never carry a time.
 */
async function main() {
  const progress = createProgress();

  const countries = await progress.stage('countries', buildCountries, ({ records, stats }) =>
    [
      `${records.length} countries`,
      `${stats.withShape} with shapes`,
      `Factbook ${stats.factbookMatched}/${records.length} matched (${stats.factbookProfiles} profiles)`,
      `arrivals ${stats.withArrivals}`,
      `price level ${stats.withPriceLevel}`,
    ].join(', '),
  );
  progress.note(
    `Factbook profiles without a country: ${countries.stats.factbookUnmatched.join('; ')}`,
  );
  progress.note(`no price level (cost null): ${countries.stats.withoutPriceLevel.join(' ')}`);

  const regions = await progress.stage(
    'regions',
    () => buildRegions(new Set(countries.records.map((c) => c.iso2))),
    (records) => `${records.length} regions`,
  );

  const grids = await progress.stage(
    'climate grids and coastline',
    () => ({
      grids: loadClimateGrids(),
      coastline: loadCoastline(),
    }),
    () => 'CRU 0.5° land, ERSST 2° sea, Natural Earth 10m coastline',
  );

  const cities = await progress.stage(
    'cities',
    () => buildCities(countries.records, regions, grids.grids, grids.coastline),
    ({ records, stats }) =>
      [
        `${records.length} cities (population ≥ ${MIN_POPULATION} or capital)`,
        `${stats.capitals} capitals (${stats.capitalsBelowThreshold} below the threshold)`,
        `${stats.withClimate} with climate`,
        `${stats.coastal} coastal (${stats.withWater} with water temperature)`,
        `${stats.withRegion} with a region`,
      ].join(', '),
  );
  const accuracy = cities.stats.regionAccuracy;
  progress.note(
    `region rule on ${accuracy.cities} cities of ${cities.stats.directRegionCountries} countries with ISO admin1 codes: nearest centroid ${percent(accuracy.nearest, accuracy.cities)}, admin1 vote ${percent(accuracy.vote, accuracy.cities)}`,
  );

  const places = await progress.stage(
    'places (Wikidata)',
    buildWikidataPlaces,
    ({ records, duplicates }) =>
      `${records.length} attractions (${duplicates} duplicate QIDs dropped)`,
  );

  const osm = await progress.stage(
    'places (OpenStreetMap extracts)',
    () =>
      collectOsmPlaces(osmExtracts(), (file, count) =>
        progress.note(`${path.basename(file)}: ${count} places`),
      ),
    (records) => `${records.length} places`,
  );

  const result = await progress.stage(
    'write bundle',
    () =>
      writeBundle(
        bundleDir,
        {
          countries: countries.records,
          regions,
          cities: cities.records,
          places: [...places.records, ...osm].sort(byPlaceId),
        },
        SOURCES,
        builtAt(),
      ),
    ({ manifest, bytes }) =>
      (Object.keys(bytes) as (keyof typeof bytes)[])
        .map(
          (entity) =>
            `${BUNDLE_FILES[entity]} ${manifest.counts[entity]} records ${kb(bytes[entity])}`,
        )
        .join(', ') + `; version ${manifest.version}`,
  );
  progress.note(`total ${kb(Object.values(result.bytes).reduce((a, b) => a + b, 0))}`);
  progress.done();
}

function byPlaceId(a: PlaceRecord, b: PlaceRecord): number {
  const keyA = `${a.source}:${a.source_id}`;
  const keyB = `${b.source}:${b.source_id}`;
  return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
}

function builtAt(): Date {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  return Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : new Date();
}

function percent(part: number, whole: number): string {
  return whole ? `${((100 * part) / whole).toFixed(1)}%` : 'n/a';
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} KB`;
}

await main();

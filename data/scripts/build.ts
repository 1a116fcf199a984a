import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  BUNDLE_FILES,
  type CityRecord,
  type CountryRecord,
  type PlaceRecord,
} from '@ai-map/contracts';
import { foldName } from '@ai-map/osm';
import { loadAdvisories } from './advisories';
import { knownPlaceNames, wikipediaAreaNames } from './area-names';
import { countryNames, geonamesPoints, joinedNameParts, wikipediaAreas } from './wikipedia-areas';
import { topLevelRegions } from './regions-assign';
import { haversineKm } from './geo';
import { buildCities, MIN_POPULATION } from './cities';
import { loadClimateGrids } from './climate';
import { loadCoastline } from './coast';
import { loadLandPieces } from './islands';
import { buildCountries } from './countries';
import { bundleDir } from './paths';
import { collectOsmPlaces, osmExtracts } from './osm-places';
import { loadPerDiem } from './per-diem';
import { buildPlaces } from './places';
import { createProgress } from './progress';
import { buildRegions } from './regions';
import { regionPointsFromWikipedia } from './region-points';
import { SOURCES } from './sources';
import { loadCastles, loadHeritageSites } from './heritage-lists';
import { buildWikidataPlaces } from './wikidata';
import { RAIL_CELL_DEG, writeRailStations } from './rail-stations';
import { writeLand } from './land';
import { readWikipediaArticles } from './wikipedia-sights';
import { loadGuide } from './wikivoyage';
import { writeBundle } from './write-bundle';

/**
 * `npm run data:build`: builds data/bundle from the npm data packages and the shared data folder.
 * Stages report their counts and durations on stderr. The manifest's built_at honours
 * SOURCE_DATE_EPOCH (reproducible-builds convention); the data files never carry a time.
 */
async function main() {
  const progress = createProgress();

  const inputs = await progress.stage(
    'per diem rates, advisories, Wikivoyage',
    () => ({ perDiem: loadPerDiem(), advisories: loadAdvisories(), guide: loadGuide() }),
    ({ perDiem, advisories, guide }) =>
      [
        `per diem: ${perDiem.rest.size} countries, ${[...perDiem.places.values()].reduce((n, m) => n + m.size, 0)} named places`,
        `advisories: ${advisories.byIso.size} countries`,
        `Wikivoyage: ${guide.length} destinations (${guide.filter((g) => g.intro).length} with an introduction)`,
      ].join(', '),
  );
  for (const [what, names] of [
    ['per diem countries', inputs.perDiem.unmatchedCountries],
    ['advisory destinations', inputs.advisories.unmatched],
  ] as const) {
    if (names.length) throw new Error(`unmatched ${what}: ${names.join('; ')}`);
  }

  const countries = await progress.stage(
    'countries',
    () => buildCountries(inputs.perDiem, inputs.advisories.byIso),
    ({ records, stats }) =>
      [
        `${records.length} countries`,
        `${stats.withShape} with shapes`,
        `Factbook ${stats.factbookMatched}/${records.length} matched (${stats.factbookProfiles} profiles)`,
        `arrivals ${stats.withArrivals}`,
        `price level ${stats.withPriceLevel} (from a neighbour and per diem rates: ${stats.priceLevelFromPerDiem.join(' ')})`,
        `advisory ${stats.withAdvisory}`,
        `religions partial: ${stats.religionsPartial.join(' ')}`,
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
      land: loadLandPieces(),
    }),
    () => 'CRU 0.5° land, ERSST 2° sea, Natural Earth 10m coastline and land polygons',
  );

  const wikidata = await progress.stage(
    'places (Wikidata)',
    buildWikidataPlaces,
    ({ records, doubtful, duplicates, implausibleVisitors }) =>
      `${records.length} attractions and landmark towers, ${doubtful.length} other skyscrapers and lodging-named items (${duplicates} duplicate QIDs dropped, ${implausibleVisitors} implausible visitor figures dropped)`,
  );

  const osm = await progress.stage(
    'places (OpenStreetMap extracts)',
    () =>
      collectOsmPlaces(osmExtracts(), (file, count) =>
        progress.note(`${path.basename(file)}: ${count} places`),
      ),
    (records) => `${records.length} places`,
  );

  const world = await progress.stage(
    'places (Wikipedia articles, castles, World Heritage Sites)',
    () => ({
      articles: readWikipediaArticles(),
      castles: loadCastles(),
      heritage: loadHeritageSites(),
    }),
    ({ articles, castles, heritage }) =>
      `${articles.length} geotagged articles with one position, ${castles.length} castles and palaces, ${heritage.length} World Heritage Sites`,
  );

  const places = await progress.stage(
    'places (merge, guides, ratings)',
    () => buildPlaces(wikidata.records, wikidata.doubtful, osm, inputs.guide, world),
    ({ records, stats }) =>
      `${records.length} places (${stats.wikipediaSights} sights from Wikipedia, ${stats.castlesAdded} castles and palaces not in the Wikidata lists, ${stats.worldHeritage} World Heritage Sites, ${stats.merged} duplicates merged, ${stats.doubtfulKept} skyscrapers or lodging-named items named by guides kept, ${stats.doubtfulDropped} left out, ${stats.towersLowered} towers lowered as a city's third or later, ${stats.guideMentioned} named by guides, ${stats.relinked} Wikidata items linked to their article by name, ${stats.complexParts} parts folded into their complex)`,
  );

  await progress.stage(
    'railway stations',
    () => writeRailStations(bundleDir, world.articles),
    ({ cells, closed, added, bytes }) =>
      `${cells} cells of ${RAIL_CELL_DEG}° with a station (${added} only in the ticket list; ${closed} station articles of closed lines left out), ${kb(bytes)}`,
  );

  // COMPLEX_PARTS_LOG=file writes every fold (part, complex, rule, km) for a check by hand.
  if (process.env.COMPLEX_PARTS_LOG) {
    writeFileSync(process.env.COMPLEX_PARTS_LOG, JSON.stringify(places.folds, null, 1));
  }

  // GeoNames' and Wikivoyage's names, read once for both Wikipedia name lists (a 135,000-row scan).
  const placeNames = knownPlaceNames(inputs.guide);
  const geonames = geonamesPoints();
  const cities = await progress.stage(
    'cities',
    () =>
      buildCities(
        countries.records,
        regions,
        grids.grids,
        grids.coastline,
        inputs.guide,
        inputs.perDiem,
        places.records.filter((p) => p.kind === 'attraction'),
        grids.land,
        wikipediaAreaNames(inputs.guide, world.articles, placeNames),
        wikipediaAreas(
          world.articles,
          new Set([...inputs.guide.map((entry) => foldName(entry.name)), ...countryNames()]),
          places.records.filter((p) => p.kind === 'attraction'),
          inputs.guide,
          geonames,
          joinedNameParts(topLevelRegions(regions)),
          regions,
        ),
      ),
    ({ records, stats }) =>
      [
        `${records.length} cities (population ≥ ${MIN_POPULATION} or capital)`,
        `${stats.capitals} capitals (${stats.capitalsBelowThreshold} below the threshold)`,
        `${stats.withClimate} with climate`,
        `${stats.coastal} coastal (${stats.withWater} with water temperature)`,
        `${stats.withRegion} with a region`,
        `${stats.towns} towns below the threshold (a guide names them, a sight is near or they are on an island destination; ${stats.islandTowns} by the island rule alone)`,
        `${stats.guideDestinations} Wikivoyage-only destinations (${stats.wikipediaAreas} of them areas from Wikipedia)`,
        `${stats.withArticle} with a Wikivoyage introduction`,
        `${stats.regionArticlesSkipped} region articles of catalogue regions`,
        `${stats.withOwnCost} with their own per diem cost`,
      ].join(', '),
  );
  const accuracy = cities.stats.regionAccuracy;
  progress.note(
    `region rule on ${accuracy.cities} cities of ${cities.stats.directRegionCountries} countries with ISO admin1 codes: nearest centroid ${percent(accuracy.nearest, accuracy.cities)}, admin1 vote ${percent(accuracy.vote, accuracy.cities)} (misses: ${Object.entries(
      accuracy.missesByCountry,
    )
      .map(([c, n]) => `${c} ${n}`)
      .join(', ')})`,
  );
  // After the cities are placed in regions: a point moved here changes no city's region.
  const regionPoints = regionPointsFromWikipedia(
    regions,
    world.articles,
    geonames,
    new Set(topLevelRegions(regions)),
  );
  progress.note(
    `${regionPoints.moved.length} region points moved to their Wikipedia article's (${regionPoints.moved
      .slice(0, 5)
      .map((r) => r.name)
      .join(', ')}…)`,
  );
  orderTimezones(countries.records, cities.records);
  const sightsNotCities = dropCityNamedSights(places.records, cities.records);
  progress.note(
    `${places.records.length - sightsNotCities.length} Wikidata "attractions" named like the city they are in left out (Mecca, Ubud)`,
  );
  places.records = sightsNotCities;

  const result = await progress.stage(
    'write bundle',
    () =>
      writeBundle(
        bundleDir,
        {
          countries: countries.records,
          regions: regionPoints.regions,
          cities: cities.records,
          places: places.records.sort(byPlaceId),
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
  await progress.stage(
    'land and fixed links',
    () => writeLand(bundleDir, places.records, grids.land, grids.coastline),
    ({ links, bytes }) =>
      `Natural Earth 1:10m land, ${links} bridges and tunnels joining landmasses, ${kb(bytes)}`,
  );
  progress.note(`total ${kb(Object.values(result.bytes).reduce((a, b) => a + b, 0))}`);
  progress.done();
}

/**
 * Wikidata's attraction list holds some towns themselves ("Mecca", "Ubud" typed as tourist
 * attractions): an attraction named like a city (or one of its other names) within 10 km is that
 * city, and the city page already stands for it.
 */
function dropCityNamedSights(places: PlaceRecord[], cities: CityRecord[]): PlaceRecord[] {
  const names = new Map<string, CityRecord[]>();
  // Only settlements: a Wikivoyage area, mountain or lake article is a destination, not the
  // sight of its name (the Matterhorn stays a sight beside the "Matterhorn" destination).
  for (const city of cities.filter(
    (c) => c.population > 0 && (c.destination_type === 'city' || c.destination_type === 'town'),
  )) {
    for (const name of [city.name, ...city.alt_names]) {
      const key = foldName(name);
      names.set(key, [...(names.get(key) ?? []), city]);
    }
  }
  return places.filter(
    (place) =>
      !(
        place.kind === 'attraction' &&
        place.source !== 'osm' &&
        (names.get(foldName(place.name)) ?? []).some(
          (city) => haversineKm(city.lat, city.lng, place.lat, place.lng) <= 10,
        )
      ),
  );
}

/** A country's time zones, the one most of its cities use first. */
function orderTimezones(countries: CountryRecord[], cities: CityRecord[]) {
  const count = new Map<string, number>();
  for (const city of cities) {
    if (city.timezone) {
      const key = `${city.country_iso2}|${city.timezone}`;
      count.set(key, (count.get(key) ?? 0) + 1);
    }
  }
  for (const country of countries) {
    const uses = (zone: string) => count.get(`${country.iso2}|${zone}`) ?? 0;
    country.timezones = [...country.timezones].sort(
      (a, b) => uses(b) - uses(a) || a.localeCompare(b),
    );
  }
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

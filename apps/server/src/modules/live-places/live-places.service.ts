import {
  describePlace,
  duplicateGroups,
  mergeGroup,
  SAME_PLACE_METRES,
  toPlaceRecord,
} from '@ai-map/osm';
import type { PlaceRecord } from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { inBatches } from '../catalog/import/batches';
import * as importRepo from '../catalog/import/import.repository';
import { PlaceLocator, urbanRadiusKm } from '../catalog/import/place-locator';
import { type Progress, silentProgress } from '../catalog/import/progress';
import { placeRow } from '../catalog/import/record-rows';
import { refreshOwnerStats } from '../catalog/import/refresh-stats.repository';
import { addCachedSitelinkTerms } from '../catalog/import/sitelink-ratings';
import {
  type Bbox,
  fetchAreaElements,
  OverpassBusyError,
  type OverpassElement,
} from './overpass.client';
import {
  fillPlaces,
  upsertPlaceBatch,
  encodePlaces,
  type EncodedPlaces,
  mayBypassRowTriggers,
} from '../catalog/import/place-writes.repository';
import {
  findArea,
  finishArea,
  type LiveArea,
  placesInBox,
  startArea,
  type StoredPlace,
} from './live-places.repository';

const KM_PER_DEGREE = 111.32;

export interface Area {
  key: string;
  bbox: Bbox;
}

/**
 * The area fetched for a city: a square around its centre a little wider than its urban disc
 * (the area its people fill at 4,000/km², as the place locator uses), 2 to 12 km from the centre.
 */
export function cityArea(city: {
  slug: string;
  lat: number;
  lng: number;
  population: number;
}): Area {
  const radiusKm = Math.min(12, Math.max(2, urbanRadiusKm(city.population) * 1.2));
  const dLat = radiusKm / KM_PER_DEGREE;
  const dLng = radiusKm / (KM_PER_DEGREE * Math.cos((city.lat * Math.PI) / 180));
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return {
    key: `city:${city.slug}`,
    bbox: [
      round(city.lng - dLng),
      round(city.lat - dLat),
      round(city.lng + dLng),
      round(city.lat + dLat),
    ],
  };
}

export function areaKm2([west, south, east, north]: Bbox): number {
  const midLat = ((south + north) / 2) * (Math.PI / 180);
  return (east - west) * KM_PER_DEGREE * Math.cos(midLat) * (north - south) * KM_PER_DEGREE;
}

/** `node` 123 → `n123`: the source ids the OSM file import writes, so both upsert one row. */
const sourceIdOf = (element: OverpassElement) => `${element.type[0]}${element.id}`;

/**
 * Overpass elements → place records through the OSM tag mapping; unmapped ones are dropped. Each
 * is dated `dataDate`, the fetch's day: what OpenStreetMap said then.
 */
export function* placeRecords(
  elements: Iterable<OverpassElement>,
  dataDate: string,
): Generator<PlaceRecord> {
  for (const element of elements) {
    if (!element.tags) continue;
    const lat = element.lat ?? element.center?.lat;
    const lng = element.lon ?? element.center?.lon;
    if (lat === undefined || lng === undefined) continue;
    const description = describePlace(element.tags);
    if (!description) continue;
    description.data_date = dataDate;
    yield toPlaceRecord(sourceIdOf(element), description, lat, lng);
  }
}

/** A place's identity across imports, `osm:n123`, of a record and of a stored row. */
const recordKey = (record: PlaceRecord) => `${record.source}:${record.source_id}`;
const storedKey = (place: StoredPlace) => `${place.source}:${place.sourceId}`;

/**
 * What a fetch writes: new or updated OSM rows, stored places the fetched ones fold into, and
 * stored OSM rows that turned out to be duplicates of another row (`into`), to be removed.
 */
export interface MergePlan {
  upserts: PlaceRecord[];
  fills: { id: number; record: PlaceRecord }[];
  removals: { id: number; into: number }[];
}

/**
 * De-duplicates fetched places against each other and against the places already stored around
 * them (packages/osm mergeDuplicatePlaces' rule: same Wikidata id, or same kind and folded name
 * within 150 m). A fetched place that is a stored one under another source id (a bundled
 * Wikidata sight, a place from an extract) is folded into that row rather than added beside it;
 * fetched duplicates of each other (a node and its building) become one record. A fetched place
 * whose own OSM id is stored is that row, to be updated — unless it folds into another row, when
 * its own row is a duplicate left by an earlier fetch (one made before the place it duplicates
 * was bundled, or before this rule) and is removed.
 */
export function planMerge(
  stored: readonly StoredPlace[],
  fetched: readonly PlaceRecord[],
): MergePlan {
  const fetchedKeys = new Set(fetched.map(recordKey));
  const others: StoredPlace[] = [];
  const ownRows = new Map<string, number>();
  for (const place of stored) {
    const key = storedKey(place);
    if (fetchedKeys.has(key)) ownRows.set(key, place.id);
    else others.push(place);
  }
  const plan: MergePlan = { upserts: [], fills: [], removals: [] };
  for (const group of duplicateGroups([...others, ...fetched])) {
    const own = group
      .filter((index) => index >= others.length)
      .map((index) => fetched[index - others.length]!);
    if (!own.length) continue;
    const record = mergeGroup(own);
    const matches = group.filter((index) => index < others.length).map((index) => others[index]!);
    // The Wikidata row is the place's identity across sources; else the oldest row.
    const target = matches.find((place) => place.source === 'wikidata') ?? matches[0];
    if (target) plan.fills.push({ id: target.id, record });
    else plan.upserts.push(record);
    const into = target?.id ?? ownRows.get(recordKey(record));
    if (into === undefined) continue;
    for (const duplicate of own) {
      const id = ownRows.get(recordKey(duplicate));
      if (id !== undefined && id !== into) plan.removals.push({ id, into });
    }
  }
  return plan;
}

/** Rows per statement: large enough to amortise a round trip, small enough to share out. */
export const BATCH = 2500;
/**
 * Connections an area's places are written over at once. PostgreSQL runs one statement on one
 * core; two writers keep both of the reference machine's cores busy (a 20,000-row insert takes
 * ~40 % less wall time, bench/RESULTS.md, sixth pass). PGlite has one connection: its writers
 * take turns, which costs nothing.
 */
const WRITERS = 2;

/**
 * Imports the places of the elements fetched for `bbox`: mapped through the OSM tag mapping,
 * de-duplicated ({@link planMerge}), upserted by OSM id (the same rows `npm run data:import`
 * writes) in large statements by {@link WRITERS} connections at once, then the stored places
 * the fetched ones fold into are filled, duplicates removed and the counts and ratings of the
 * cities, regions and countries they touch refreshed, in one transaction.
 *
 * Each writer commits its own rows. When one fails, the other takes no further batch and the
 * fetch fails; what the other had written stays (whole places, by OSM id, their cities checked),
 * without the counts refresh, and the next fetch of the area updates them and writes the rest.
 */
export async function importElements(
  db: Database,
  elements: OverpassElement[],
  bbox: Bbox,
  progress: Progress = silentProgress,
  fetchedAt = new Date(),
): Promise<{ places: number; merged: number; byKind: Record<string, number> }> {
  progress.start('places', elements.length);
  // The locator looks no farther than its country radius, and a duplicate lies within 150 m.
  // Asked first: the database reads them while the tags are mapped here.
  const around = Promise.all([
    importRepo.locatableCities(db, { bbox, marginKm: PlaceLocator.COUNTRY_RADIUS_KM }),
    placesInBox(db, widen(bbox, SAME_PLACE_METRES / 1000)),
  ]);
  const fetched = [...placeRecords(elements, fetchedAt.toISOString().slice(0, 10))];
  // The tags give no fame; the sitelink count the Wikidata sweep cached for an item does.
  await addCachedSitelinkTerms(db, fetched);
  const [cities, stored] = await around;
  const locator = new PlaceLocator(cities);
  const plan = planMerge(stored, fetched);
  const byKind: Record<string, number> = {};
  for (const record of plan.upserts) byKind[record.kind] = (byKind[record.kind] ?? 0) + 1;
  // Counts change for the owners of the places written: the cities, regions and countries they
  // are located in now, and those the stored places of the area had (a place that moved into
  // the area from farther than 150 m keeps its former city's count until that city's next fetch).
  const owners = {
    cityIds: new Set<number>(),
    regionIds: new Set<number>(),
    countryIds: new Set<number>(),
  };
  const own = (location: {
    cityId?: number | null;
    regionId?: number | null;
    countryId?: number | null;
  }) => {
    if (location.cityId) owners.cityIds.add(location.cityId);
    if (location.regionId) owners.regionIds.add(location.regionId);
    if (location.countryId) owners.countryIds.add(location.countryId);
  };
  stored.forEach(own);
  // Rows of places not stored in the area go in without ON CONFLICT; the few stored elsewhere
  // come back and are written with it.
  const storedKeys = new Set(stored.map(storedKey));
  const isNew = (record: PlaceRecord) => !storedKeys.has(recordKey(record));
  const batches: { assumeNew: boolean; records: PlaceRecord[] }[] = [];
  for (const assumeNew of [true, false]) {
    const part = plan.upserts.filter((record) => isNew(record) === assumeNew);
    for await (const records of inBatches(part, BATCH)) batches.push({ assumeNew, records });
  }
  let next = 0;
  let written = 0;
  let failed = false;
  // Each writer takes the next batch when its last one is written: while the database writes
  // one, this thread locates and encodes another's.
  const writer = () =>
    db.transaction(async (tx) => {
      const bypassRowTriggers = await mayBypassRowTriggers(tx);
      const skipped: EncodedPlaces['rows'][number][] = [];
      for (let batch = batches[next++]; batch && !failed; batch = batches[next++]) {
        const rows = batch.records.map((record) => placeRow(record, locator));
        rows.forEach(own);
        skipped.push(
          ...(await upsertPlaceBatch(tx, encodePlaces(rows), {
            bypassRowTriggers,
            assumeNew: batch.assumeNew,
          })),
        );
        written += batch.records.length;
        progress.update(Math.min(elements.length, written));
      }
      await upsertPlaceBatch(tx, encodePlaces(skipped), { bypassRowTriggers });
    });
  const writers = await Promise.allSettled(
    // No more writers than batches: an area with nothing to write opens no transaction for it.
    Array.from({ length: Math.min(WRITERS, batches.length) }, () =>
      writer().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    ),
  );
  const failure = writers.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  await db.transaction(async (tx) => {
    await fillPlaces(
      tx,
      plan.fills.map(({ id, record }) => ({ id, row: placeRow(record, locator) })),
    );
    await importRepo.foldPlaces(tx, plan.removals);
    progress.update(elements.length);
    await refreshOwnerStats(tx, {
      cityIds: [...owners.cityIds],
      regionIds: [...owners.regionIds],
      countryIds: [...owners.countryIds],
    });
  });
  progress.done();
  // No ANALYZE here (the file import runs one): an area adds a few thousand rows to a table the
  // bundle import already sized, and 1.5 s of statistics would double a fetch's cost.
  return { places: plan.upserts.length, merged: fetched.length - plan.upserts.length, byKind };
}

/** The box grown by `km` on every side. */
function widen([west, south, east, north]: Bbox, km: number): Bbox {
  const dLat = km / KM_PER_DEGREE;
  const dLng =
    km / (KM_PER_DEGREE * Math.cos((Math.max(Math.abs(south), Math.abs(north)) * Math.PI) / 180));
  return [west - dLng, south - dLat, east + dLng, north + dLat];
}

/** Whether the area was fetched successfully within LIVE_DATA_REFRESH_DAYS. */
export function isFresh(row: LiveArea | undefined, refreshDays: number, now = Date.now()): boolean {
  return (
    row?.status === 'done' &&
    row.finishedAt !== null &&
    now - row.finishedAt.getTime() < refreshDays * 86_400_000
  );
}

/**
 * Fetches one area from Overpass and imports its places, recording the outcome in
 * `live_areas`; the map index and tiles are rebuilt afterwards. Throws when offline, when the
 * area is larger than OVERPASS_MAX_AREA_KM2, and on any failure (recorded first).
 */
export async function fetchArea(
  ctx: Pick<AppContext, 'config' | 'db' | 'catalogue'>,
  area: Area,
  progress: Progress = silentProgress,
): Promise<LiveArea> {
  const config = ctx.config.overpass;
  if (!config) throw new Error('OFFLINE=true: OpenStreetMap is not asked for places.');
  const km2 = areaKm2(area.bbox);
  if (km2 > config.maxAreaKm2) {
    throw new Error(
      `The area is ${Math.round(km2)} km², more than OVERPASS_MAX_AREA_KM2 (${config.maxAreaKm2}).`,
    );
  }
  await startArea(ctx.db, area.key, area.bbox, 'running');
  try {
    progress.start('overpass', 0);
    const elements = await fetchAreaElements(config, area.bbox);
    progress.update(elements.length);
    progress.done();
    const { places } = await importElements(ctx.db, elements, area.bbox, progress);
    await finishArea(ctx.db, area.key, { status: 'done', elements: elements.length, places });
  } catch (error) {
    const message =
      error instanceof OverpassBusyError
        ? error.message
        : error instanceof Error
          ? error.message.slice(0, 500)
          : String(error);
    await finishArea(ctx.db, area.key, { status: 'failed', error: message });
    throw error;
  }
  try {
    return (await findArea(ctx.db, area.key))!;
  } finally {
    // Last: the map index rebuild it sets off runs on this thread and would hold up the reply.
    ctx.catalogue.imported();
  }
}

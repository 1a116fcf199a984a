import { describePlace, toPlaceRecord } from '@ai-map/osm';
import type { PlaceRecord } from '@ai-map/contracts';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { inBatches } from '../catalog/import/batches';
import * as importRepo from '../catalog/import/import.repository';
import { PlaceLocator, urbanRadiusKm } from '../catalog/import/place-locator';
import { type Progress, silentProgress } from '../catalog/import/progress';
import { placeRow } from '../catalog/import/record-rows';
import { refreshCatalogStats } from '../catalog/import/refresh-stats';
import {
  type Bbox,
  fetchAreaElements,
  OverpassBusyError,
  type OverpassElement,
} from './overpass.client';
import {
  findArea,
  finishArea,
  type LiveArea,
  startArea,
  upsertPlacesJson,
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

/** Overpass elements → place records through the OSM tag mapping; unmapped ones are dropped. */
export function* placeRecords(elements: Iterable<OverpassElement>): Generator<PlaceRecord> {
  for (const element of elements) {
    if (!element.tags) continue;
    const lat = element.lat ?? element.center?.lat;
    const lng = element.lon ?? element.center?.lon;
    if (lat === undefined || lng === undefined) continue;
    const description = describePlace(element.tags);
    if (description) yield toPlaceRecord(sourceIdOf(element), description, lat, lng);
  }
}

/**
 * Upserts the places of the elements by OSM id (the same rows `npm run data:import` writes) and
 * refreshes the derived counts and ratings, in one transaction.
 */
export async function importElements(
  db: Database,
  elements: OverpassElement[],
  progress: Progress = silentProgress,
): Promise<{ places: number; byKind: Record<string, number> }> {
  const locator = new PlaceLocator(await importRepo.locatableCities(db));
  const byKind: Record<string, number> = {};
  let places = 0;
  progress.start('places', elements.length);
  await db.transaction(async (tx) => {
    let seen = 0;
    for await (const batch of inBatches(placeRecords(elements), 5000)) {
      await upsertPlacesJson(
        tx,
        batch.map((record) => placeRow(record, locator)),
      );
      for (const record of batch) byKind[record.kind] = (byKind[record.kind] ?? 0) + 1;
      places += batch.length;
      seen = Math.min(elements.length, seen + batch.length);
      progress.update(seen);
    }
    progress.update(elements.length);
    await refreshCatalogStats(tx);
  });
  progress.done();
  // No ANALYZE here (the file import runs one): an area adds a few thousand rows to a table the
  // bundle import already sized, and 1.5 s of statistics would double a fetch's cost.
  return { places, byKind };
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
    const { places } = await importElements(ctx.db, elements, progress);
    await finishArea(ctx.db, area.key, { status: 'done', elements: elements.length, places });
    ctx.catalogue.imported();
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
  return (await findArea(ctx.db, area.key))!;
}

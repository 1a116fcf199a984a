import type { CityRecord } from '@ai-map/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cities, type places } from '../db/schema';
import { cityRow } from '../modules/catalog/import/record-rows';
import { testCities } from './test-bundle';

/*
 * Rows the assistant's and search's tests add beside the test bundle's catalogue: towns in
 * Paris's country and region, and sights.
 */

/** The test bundle's Paris row, and a maker of town rows in its country and region. */
export async function testParis(db: Database) {
  const [row] = await db.select().from(cities).where(eq(cities.slug, 'paris'));
  const record = testCities.find((c) => c.slug === 'paris')!;
  return {
    row: row!,
    /** A town with Paris's facts but these fields (a geonames id, slug, name and point at least). */
    town: (fields: Partial<CityRecord>) =>
      cityRow({ ...record, ...fields }, row!.countryId, row!.regionId),
  };
}

type PlaceRow = typeof places.$inferInsert;

/** A sight row: an OpenStreetMap attraction of the category "sights" rated 5, unless said. */
export function sightRow(
  fields: Pick<PlaceRow, 'name' | 'lat' | 'lng' | 'countryId'> & Partial<PlaceRow>,
): PlaceRow {
  return {
    kind: 'attraction',
    source: 'osm',
    sourceId: `test-${fields.name}`,
    cityId: null,
    categories: ['sights'],
    cuisines: [],
    heritage: false,
    rating: 5,
    localCulture: false,
    ...fields,
  };
}

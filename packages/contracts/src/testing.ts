import type { PlaceRecord } from './catalog-bundle';

/**
 * A bundle place record for tests: the identity given, every optional fact empty, rating 5.
 * Shared by the OSM package's merge tests and the server's test bundle so both build the same
 * shape (`@ai-map/contracts/testing`; never imported by product code).
 */
export function testPlaceRecord(
  p: Partial<PlaceRecord> & Pick<PlaceRecord, 'source_id' | 'name'>,
): PlaceRecord {
  return {
    source: 'osm',
    kind: 'attraction',
    lat: 0,
    lng: 0,
    categories: [],
    type: null,
    cuisines: [],
    address: null,
    phone: null,
    website: null,
    opening_hours: null,
    wikipedia: null,
    wikidata: null,
    visitors: null,
    heritage: false,
    rating: 5,
    local_culture: false,
    start_date: null,
    end_date: null,
    merged_ids: [],
    data_date: null,
    ...p,
  };
}

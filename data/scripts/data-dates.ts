/*
 * When each source's data is from (PlaceRecord.data_date), as its SOURCE.md states it; the pages
 * name the date when it is over a year old. OSM places take their extract's date from its file
 * name instead (osmFileDataDate in @ai-map/osm), since each extract is of another day.
 */

/** data/sources/wikidata: the SPARQL results were fetched in May 2021. */
export const WIKIDATA_LISTS_DATE = '2021-05';

/** data/sources/wikipedia-places: Landnotes' geodata of English Wikipedia's dumps, 2025-03-08. */
export const WIKIPEDIA_ARTICLES_DATE = '2025-03';

/** data/sources/castles: Castles of the World v1.2.0, built from Wikidata, 2026-07-19. */
export const CASTLES_DATE = '2026-07';

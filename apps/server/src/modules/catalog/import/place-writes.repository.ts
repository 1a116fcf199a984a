import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { places } from '../../../db/schema';
import { binaryArray, type ElementType } from '../../../db/binary-array';
import { isUniqueViolation } from '../../../lib/unique-violation';

/*
 * How many places are written at once: the bundle's places on first start and an area fetch's
 * new and changed OSM rows in large statements (upsertPlaceBatch), and what OpenStreetMap adds
 * to stored rows of other sources (fillPlaces). Reading areas and the places already stored is
 * live-places/live-places.repository.ts.
 */

/**
 * Row fields in the order of the SQL below: Drizzle name, column and the column's type, named
 * as PostgreSQL's catalogue names it, which is also the element type of the binary array the
 * column travels in (db/binary-array.ts); a jsonb list travels as an index, see
 * {@link encodePlaces}.
 */
const PLACE_COLUMNS = [
  ['kind', 'kind', 'text'],
  ['source', 'source', 'text'],
  ['sourceId', 'source_id', 'text'],
  ['name', 'name', 'text'],
  ['lat', 'lat', 'float8'],
  ['lng', 'lng', 'float8'],
  ['countryId', 'country_id', 'int4'],
  ['regionId', 'region_id', 'int4'],
  ['cityId', 'city_id', 'int4'],
  ['categories', 'categories', 'jsonb'],
  ['type', 'type', 'text'],
  ['cuisines', 'cuisines', 'jsonb'],
  ['address', 'address', 'text'],
  ['phone', 'phone', 'text'],
  ['website', 'website', 'text'],
  ['openingHours', 'opening_hours', 'text'],
  ['wikipedia', 'wikipedia', 'text'],
  ['wikidata', 'wikidata', 'text'],
  ['visitors', 'visitors', 'int8'],
  ['heritage', 'heritage', 'bool'],
  ['rating', 'rating', 'float4'],
  ['localCulture', 'local_culture', 'bool'],
  ['startDate', 'start_date', 'date'],
  ['endDate', 'end_date', 'date'],
  ['dataDate', 'data_date', 'text'],
] as const satisfies readonly (readonly [string, string, ElementType | 'jsonb'])[];

const columnList = sql.raw(PLACE_COLUMNS.map(([, column]) => column).join(', '));
// What OpenStreetMap says replaces the row's values, except that a website or heritage mark
// found on Wikidata (modules/wikimedia) is kept when the OSM tags have none; the description
// is never touched.
const newValues = PLACE_COLUMNS.filter(
  ([, column]) => column !== 'source' && column !== 'source_id',
).map(
  ([, column]) =>
    [
      column,
      column === 'website'
        ? 'coalesce(excluded.website, places.website)'
        : column === 'heritage'
          ? 'excluded.heritage or places.heritage'
          : `excluded.${column}`,
    ] as const,
);
const updates = sql.raw(
  newValues
    .map(([column, value]) => `${column} = ${value}`)
    .concat('updated_at = now()')
    .join(', '),
);
// A refresh rewrites only the rows that changed: an unchanged row costs a lookup, not a new row
// version and seven index entries. data_date counts as a change: a fetch on a later day dates
// every row it confirms anew (a page must not call a place confirmed last week a year old), so
// only a refresh within the same day leaves unchanged rows alone.
const changed = sql.raw(
  `(${newValues.map(([column]) => `places.${column}`).join(', ')}) IS DISTINCT FROM (${newValues
    .map(([, value]) => value)
    .join(', ')})`,
);
// The same comparison before the insert, for `t` (a new row) and the stored row `p`: a row
// OpenStreetMap did not change is left out of the INSERT, which would otherwise run the BEFORE
// trigger and lock the stored row for ON CONFLICT (1.0 s against 0.2 s for 20,000 unchanged rows).
const unchanged = sql.raw(
  `EXISTS (SELECT 1 FROM places AS p WHERE p.source = t.source AND p.source_id = t.source_id AND (${newValues
    .map(([column]) => `p.${column}`)
    .join(', ')}) IS NOT DISTINCT FROM (${newValues
    .map(([, value]) => value.replace(/excluded\./g, 't.').replace(/places\./g, 'p.'))
    .join(', ')}))`,
);

/** A batch of place rows as {@link upsertPlaceBatch} sends them: a table of array columns. */
export interface EncodedPlaces {
  rows: readonly (typeof places.$inferInsert)[];
  /** The rows as a table `t` with the columns of PLACE_COLUMNS, for a FROM clause. */
  table: SQL;
}

/**
 * Encodes rows for {@link upsertPlaceBatch}: one binary array parameter per column
 * (db/binary-array.ts), read back as the table `t` by `unnest`. Parsing array literals was
 * two thirds of what the database spent reading a batch (bench/RESULTS.md, seventh pass).
 *
 * A jsonb column (categories, cuisines) travels as its distinct values, each once, and one
 * index per row into them: a batch holds a few dozen distinct lists, and parsing every row's
 * JSON was about a third of the database's work on a fetch's writes (sixth pass).
 */
export function encodePlaces(rows: readonly (typeof places.$inferInsert)[]): EncodedPlaces {
  const selected: SQL[] = [];
  const arrays = PLACE_COLUMNS.map(([field, column, type]) => {
    if (type !== 'jsonb') {
      selected.push(sql.raw(column));
      const values = rows.map((row) => row[field]);
      return sql`${sql.param(binaryArray(type, values))}::${sql.raw(type)}[]`;
    }
    const distinct = new Map<string, number>();
    const indexes = rows.map((row) => {
      const value = row[field];
      if (value === null || value === undefined) return null;
      const json = JSON.stringify(value);
      let index = distinct.get(json);
      if (index === undefined) distinct.set(json, (index = distinct.size + 1));
      return index;
    });
    selected.push(
      sql`(${sql.param(binaryArray('text', [...distinct.keys()]))}::text[]::jsonb[])[${sql.raw(column)}] AS ${sql.raw(column)}`,
    );
    return sql`${sql.param(binaryArray('int4', indexes))}::int4[]`;
  });
  const table = sql`(SELECT ${sql.join(selected, sql`, `)} FROM unnest(${sql.join(arrays, sql`, `)}) AS u(${columnList})) AS t`;
  return { rows, table };
}

/**
 * Whether this session may switch off row triggers for a statement (`session_replication_role`
 * is a superuser setting): true on PGlite and on PostgreSQL when the app connects as a superuser.
 */
export async function mayBypassRowTriggers(db: Database): Promise<boolean> {
  const result = (await db.execute(
    sql`SELECT current_setting('is_superuser') = 'on' AS superuser`,
  )) as unknown as { rows: { superuser: boolean }[] };
  return result.rows[0]?.superuser === true;
}

/**
 * Upserts places by `(source, source_id)` in one statement with one typed array parameter per
 * column, read back as rows by `unnest`. Drizzle's multi-row VALUES cost ~0.2–0.4 s of query
 * building per 1,000 rows of 24 columns; one JSON parameter read by `jsonb_to_recordset` cost
 * the database more than these arrays (bench/RESULTS.md, live-places third pass).
 *
 * `bypassRowTriggers` (only where {@link mayBypassRowTriggers}) writes the same rows without
 * PostgreSQL's per-row triggers, which were half of a 20,000-row insert: the three foreign-key
 * checks (one SPI query each per row, ~1.8 s of 3.8 s at load 17) and the `search_name` trigger.
 * Integrity is kept, not dropped: the countries, regions and cities the rows point at are
 * checked and locked `FOR KEY SHARE` first in one statement — the lock each per-row check would
 * take, held to the end of the transaction, so none can be deleted under the new rows — and a
 * missing one fails the batch as the constraint would; `search_name` is written with the
 * trigger's own function. The setting is local to the transaction and reset after the insert.
 *
 * `assumeNew` is for rows the caller found no stored row for (nearly all of a first fetch): they
 * are inserted by a plain INSERT in a savepoint, without ON CONFLICT, whose speculative
 * insertion cost the database ~20 % of a new row (bench/RESULTS.md, fifth pass), nor a
 * NOT EXISTS guard (~8 % more, sixth pass). When one was stored after all (outside the area the
 * caller read, or by another writer since), the batch is rolled back to the savepoint and
 * inserted again under the guard, and the rows it skipped are returned, for the caller to send
 * again through the upsert. Otherwise nothing is returned.
 */
export async function upsertPlaceBatch(
  db: Database,
  batch: EncodedPlaces,
  { bypassRowTriggers = false, assumeNew = false } = {},
): Promise<EncodedPlaces['rows']> {
  if (!batch.rows.length) return [];
  const { table, rows } = batch;
  const folded = bypassRowTriggers ? sql`, ai_map_fold(t.name)` : sql``;
  const insert = sql`
      INSERT INTO places (${columnList}${bypassRowTriggers ? sql`, search_name` : sql``})
      SELECT ${columnList}${folded} FROM ${table}`;
  if (bypassRowTriggers) {
    await lockOwners(db, rows);
    await db.execute(sql`SELECT set_config('session_replication_role', 'replica', true)`);
  }
  let skipped: EncodedPlaces['rows'] = [];
  if (assumeNew) {
    // Nearly always none is stored: the plain insert, in a savepoint. When one was, its unique
    // key stops the statement and the batch goes again, past the rows that are there.
    await db.execute(sql`SAVEPOINT new_places`);
    try {
      await db.execute(insert);
      await db.execute(sql`RELEASE SAVEPOINT new_places`);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await db.execute(sql`ROLLBACK TO SAVEPOINT new_places`);
      const result = (await db.execute(sql`${insert}
        WHERE NOT EXISTS (
          SELECT 1 FROM places AS p WHERE p.source = t.source AND p.source_id = t.source_id
        )
        RETURNING source_id`)) as unknown as { rows: { source_id: string }[] };
      const inserted = new Set(result.rows.map((row) => row.source_id));
      skipped = rows.filter((row) => !inserted.has(row.sourceId));
    }
  } else {
    await db.execute(sql`${insert}
      WHERE NOT ${unchanged}
      ON CONFLICT (source, source_id) DO UPDATE SET ${updates}${
        bypassRowTriggers ? sql`, search_name = excluded.search_name` : sql``
      }
      WHERE ${changed}`);
  }
  // Not in a finally: after a failed statement the transaction is aborted and rolls back, and
  // the local setting with it.
  if (bypassRowTriggers) {
    await db.execute(sql`SELECT set_config('session_replication_role', 'origin', true)`);
  }
  return skipped;
}

/**
 * The foreign-key checks of `places`, once for a batch: locks the countries, regions and cities
 * the rows point at `FOR KEY SHARE` and throws when one of them does not exist.
 */
async function lockOwners(db: Database, rows: EncodedPlaces['rows']) {
  const owners = [
    ['countries', 'countryId'],
    ['regions', 'regionId'],
    ['cities', 'cityId'],
  ] as const;
  const ids = owners.map(([, field]) => [
    ...new Set(
      rows.flatMap((row) => (row[field] === null || row[field] === undefined ? [] : [row[field]])),
    ),
  ]);
  const result = (await db.execute(sql`
    SELECT ${sql.join(
      owners.map(
        ([table], index) =>
          sql`(SELECT count(*)::int FROM (SELECT 1 FROM ${sql.identifier(table)} WHERE id = ANY(${sql.param(ids[index])}::int[]) FOR KEY SHARE) AS locked) AS ${sql.identifier(table)}`,
      ),
      sql`, `,
    )}`)) as unknown as { rows: Record<(typeof owners)[number][0], number>[] };
  const found = result.rows[0]!;
  owners.forEach(([table], index) => {
    if (found[table] !== ids[index]!.length) {
      throw new Error(`A fetched place points at a row missing from ${table}.`);
    }
  });
}

/**
 * Folds what OpenStreetMap knows into places the catalogue already had under another source
 * (a fetched café that is a bundled place): fields the row lacks are filled, categories and
 * cuisines added, heritage and local-culture marks kept when either says so. Name, position,
 * kind and rating stay the row's own; its id, which trips and photos point at, never changes.
 */
export async function fillPlaces(
  db: Database,
  fills: { id: number; row: typeof places.$inferInsert }[],
): Promise<void> {
  if (!fills.length) return;
  const filled = [
    'type',
    'address',
    'phone',
    'website',
    'opening_hours',
    'wikipedia',
    'wikidata',
    'start_date',
    'end_date',
  ] as const;
  const columns = PLACE_COLUMNS.filter(([, column]) =>
    (filled as readonly string[])
      .concat('categories', 'cuisines', 'heritage', 'local_culture')
      .includes(column),
  );
  const json = JSON.stringify(
    fills.map(({ id, row }) => ({
      id,
      ...Object.fromEntries(columns.map(([field, column]) => [column, row[field] ?? null])),
    })),
  );
  const added = (column: string) =>
    `p.${column} || (SELECT coalesce(jsonb_agg(e), '[]'::jsonb) FROM jsonb_array_elements(v.${column}) AS e WHERE NOT p.${column} @> jsonb_build_array(e))`;
  const set = sql.raw(
    [
      ...filled.map((column) => `${column} = coalesce(p.${column}, v.${column})`),
      `categories = ${added('categories')}`,
      `cuisines = ${added('cuisines')}`,
      'heritage = p.heritage or v.heritage',
      'local_culture = p.local_culture or v.local_culture',
      'updated_at = now()',
    ].join(', '),
  );
  const types = sql.raw(
    ['id int', ...columns.map(([, column, type]) => `${column} ${type}`)].join(', '),
  );
  await db.execute(sql`
    UPDATE places AS p SET ${set}
    FROM jsonb_to_recordset(${json}::jsonb) AS v(${types})
    WHERE p.id = v.id`);
}

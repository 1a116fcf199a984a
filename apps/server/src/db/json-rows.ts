import { type Column, type SQL, sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Reads many rows as one JSON value: `SELECT json_agg(json_build_array(…))::text … `, parsed
 * once by `JSON.parse`, each row then made an object with the given field names.
 *
 * For large reads (the map's points, the places of a city's area) this is 3–4× faster than the
 * drivers' own rows: they decode every field on its own (PGlite copies each into a buffer of its
 * own), Drizzle then maps each row. 33,754 map points: 410 ms as Drizzle rows, 108 ms as JSON
 * (PGlite, bench/RESULTS.md, live-places seventh pass).
 *
 * Values come as JSON gives them: numbers, text, booleans, null and jsonb as parsed JSON; a
 * `date` is its `YYYY-MM-DD` text; there are no Date objects, and a bigint beyond 2^53 loses
 * precision (as Drizzle's `mode: 'number'` does).
 */
export async function jsonRows<Row extends object>(
  db: Database,
  fields: { [K in keyof Row]-?: Column | SQL },
  /** The rest of the statement: `FROM … WHERE …`. */
  from: SQL,
): Promise<Row[]> {
  const names = Object.keys(fields) as (keyof Row)[];
  const values = sql.join(
    names.map((name) => sql`${fields[name]}`),
    sql`, `,
  );
  const result = (await db.execute(
    sql`SELECT json_agg(json_build_array(${values}))::text AS rows ${from}`,
  )) as unknown as { rows: { rows: string | null }[] };
  const arrays = JSON.parse(result.rows[0]?.rows ?? '[]') as unknown[][];
  return arrays.map((array) => {
    const row: Record<string, unknown> = {};
    for (let index = 0; index < names.length; index++) row[names[index] as string] = array[index];
    return row as Row;
  });
}

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support/test-database';
import { binaryArray, type ElementType } from './binary-array';
import type { DatabaseHandle } from './client';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Each element as the database reads it back, in text (NULL as null), in array order. */
async function readBack(type: ElementType, values: readonly unknown[]) {
  const result = (await database.db.execute(
    sql`SELECT v::text AS v FROM unnest(${sql.param(binaryArray(type, values))}::${sql.raw(type)}[]) WITH ORDINALITY AS u(v, n) ORDER BY n`,
  )) as unknown as { rows: { v: string | null }[] };
  return result.rows.map((row) => row.v);
}

describe('binary arrays, as the database reads them', () => {
  it('keeps text byte for byte: quotes, backslashes, braces, commas, accents, emoji, empty', async () => {
    const values = [
      'Bar "Øster" \\ {1,2}',
      'NULL',
      '',
      'Café, Crème & Brûlée',
      '東京タワー',
      'Ἀκρόπολις',
      '🍕 Pizzeria',
      null,
      'a\tb\nc',
    ];
    expect(await readBack('text', values)).toEqual(values);
  });

  it('keeps numbers, booleans and dates at their limits, with NULLs between', async () => {
    expect(await readBack('int4', [0, -1, 2_147_483_647, -2_147_483_648, null])).toEqual([
      '0',
      '-1',
      '2147483647',
      '-2147483648',
      null,
    ]);
    expect(await readBack('int8', [Number.MAX_SAFE_INTEGER, -42, null])).toEqual([
      '9007199254740991',
      '-42',
      null,
    ]);
    expect(await readBack('float8', [48.8583701, -0.5, 1e-300, null])).toEqual([
      '48.8583701',
      '-0.5',
      '1e-300',
      null,
    ]);
    expect(await readBack('float4', [4.5, 3.7, null])).toEqual(['4.5', '3.7', null]);
    expect(await readBack('bool', [true, false, null])).toEqual(['true', 'false', null]);
    expect(
      await readBack('date', [
        '2026-11-26',
        '2000-01-01',
        '1999-12-31',
        '2024-02-29',
        '0050-06-01',
      ]),
    ).toEqual(['2026-11-26', '2000-01-01', '1999-12-31', '2024-02-29', '0050-06-01']);
  });

  it('reads an empty array and an array of NULLs', async () => {
    expect(await readBack('text', [])).toEqual([]);
    expect(await readBack('int4', [null, undefined])).toEqual([null, null]);
  });

  it('refuses values the element type cannot hold, before anything is sent', () => {
    expect(() => binaryArray('int4', [1.5])).toThrow(TypeError);
    expect(() => binaryArray('int4', [2 ** 31])).toThrow(TypeError);
    expect(() => binaryArray('int8', [2 ** 60])).toThrow(TypeError);
    expect(() => binaryArray('date', ['2026-02-30'])).toThrow(TypeError);
    expect(() => binaryArray('date', ['26 Nov 2026'])).toThrow(TypeError);
    expect(() => binaryArray('bool', ['t'])).toThrow(TypeError);
    expect(() => binaryArray('text', [42])).toThrow(TypeError);
  });
});

import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import type { Database } from './db/client';

/**
 * The repository's own lint configuration keeps SQL in *.repository.ts files: a query builder
 * call, a `sql` fragment or a table object anywhere else on the server is an error. The texts are
 * linted as if they lived at the given paths (nothing is written), so the test sees exactly the
 * rules `npm run lint` applies there.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const SQL_RULES = [
  '@typescript-eslint/no-restricted-imports',
  'no-restricted-syntax',
  'local/sql-in-repositories',
];

const eslint = new ESLint({ cwd: repoRoot });
const sqlErrors = async (file: string, text: string) => {
  const [result] = await eslint.lintText(text, {
    filePath: path.join(repoRoot, 'apps/server/src', file),
  });
  return result!.messages
    .filter((m) => m.ruleId && SQL_RULES.includes(m.ruleId))
    .map((m) => `${m.line}:${m.ruleId}`);
};

// A service that queries by itself: a drizzle helper, a table and a query builder call.
const QUERYING = `import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { countries } from '../../db/schema';

export async function countryName(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(countries).where(eq(countries.id, id));
  return row?.name;
}
`;

describe('SQL only in repositories (eslint)', () => {
  it('refuses SQL in a service, a route or a helper', { timeout: 60_000 }, async () => {
    const expected = [
      '1:@typescript-eslint/no-restricted-imports',
      '3:@typescript-eslint/no-restricted-imports',
      '6:no-restricted-syntax',
    ];
    for (const file of [
      'modules/geo-data/geo-data.service.ts',
      'modules/geo-data/geo-data.routes.ts',
      'modules/catalog/ordering.ts',
      'lib/some-helper.ts',
      'app.ts',
    ]) {
      expect(await sqlErrors(file, QUERYING), file).toEqual(expected);
    }
  });

  it('refuses a raw statement on a transaction or a bare db', { timeout: 60_000 }, async () => {
    const text = `import type { Database } from '../../db/client';

export async function clear(db: Database) {
  await db.transaction(async (tx) => {
    await tx.execute('delete from places' as never);
  });
  await db.delete({} as never);
}
`;
    expect(await sqlErrors('modules/places/cleanup.ts', text)).toEqual([
      '5:no-restricted-syntax',
      '7:no-restricted-syntax',
    ]);
  });

  it('refuses a query on the database under another name', { timeout: 60_000 }, async () => {
    // Each line a way to reach the database without writing `db.` or `tx.` (issue 30 item 3).
    const text = `import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';

export async function clear(ctx: AppContext, database: Database) {
  const d = ctx.db;
  await d.select();
  const { db: handle } = ctx;
  await handle.insert({} as never);
  await ctx.db.transaction(async (t) => t.delete({} as never));
  await database.execute('select 1' as never);
  let later = database;
  later = ctx.db;
  await later.update({} as never);
  await ctx.db.query.trips.findMany();
  const { db } = ctx;
  await db.query.trips.findFirst();
  const renamed = db;
  await renamed.select();
}
`;
    expect(await sqlErrors('modules/places/cleanup.ts', text)).toEqual([
      '6:local/sql-in-repositories',
      '8:local/sql-in-repositories',
      '9:local/sql-in-repositories',
      '10:local/sql-in-repositories',
      '13:local/sql-in-repositories',
      '14:local/sql-in-repositories',
      '16:local/sql-in-repositories',
      '18:local/sql-in-repositories',
    ]);
  });

  it('has no relational query API on the database, in repositories either', () => {
    // Checked by `npm run typecheck`, never called: the Database type carries no schema, so
    // `db.query.…` is a type error everywhere. Should it come back, the directive below is unused
    // and fails the typecheck.
    const relational = (db: Database) =>
      // @ts-expect-error -- no relational API on the app's database handle
      db.query.users.findMany();
    expect(relational).toBeTypeOf('function');
  });

  it(
    'allows SQL in repositories, db/, tests, fixtures and the CLI',
    { timeout: 60_000 },
    async () => {
      for (const file of [
        'modules/geo-data/geo-data.repository.ts',
        'db/in-box.ts',
        'modules/geo-data/geo-data.test.ts',
        'modules/planner/plan-together.fixtures.ts',
        'test-support/some-helper.ts',
        'cli/some-command.ts',
      ]) {
        expect(await sqlErrors(file, QUERYING), file).toEqual([]);
      }
    },
  );

  it(
    'allows types, transactions and look-alike calls in a service',
    { timeout: 60_000 },
    async () => {
      // A service names rows and conditions by type, and decides what one transaction spans;
      // `update` of a hash and `delete` of a map are not queries.
      const text = `import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { countries } from '../../db/schema';
import type { AppContext } from '../../app-context';

export type CountryRow = typeof countries.$inferSelect;
export type Condition = SQL;

export async function touch(ctx: AppContext, cache: Map<string, number>) {
  cache.delete('x');
  await ctx.db.transaction(async () => undefined);
  return createHash('sha256').update('x').digest('hex');
}
`;
      expect(await sqlErrors('modules/geo-data/geo-data.service.ts', text)).toEqual([]);
    },
  );
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseTestFiles, serverTestFiles } from './database-suites.mjs';

// The PostgreSQL pass runs the server test files that make a test database (test-db-pg.mjs);
// these checks keep its selection honest without a list of names.
const root = path.resolve(import.meta.dirname, '..');
const selected = new Set(databaseTestFiles());
const source = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the PostgreSQL pass selection', () => {
  it('takes every server test file that makes an app or a database itself', () => {
    const direct = serverTestFiles().filter((file) =>
      /\b(createTestApp|useTestApp|createTestDatabase)\b/.test(source(file)),
    );
    expect(direct.length).toBeGreaterThan(30);
    expect(direct.filter((file) => !selected.has(file))).toEqual([]);
  });

  it('follows helpers: a file whose fixtures make the app is taken', () => {
    // trips-create.test.ts makes its app through trips.fixtures.ts only.
    const file = 'apps/server/src/modules/planner/trips-create.test.ts';
    expect(source(file)).not.toMatch(/\b(createTestApp|useTestApp|createTestDatabase)\b/);
    expect(selected).toContain(file);
  });

  it('leaves out files that never reach a test database', () => {
    const pure = [
      'apps/server/src/modules/voice/wav.test.ts',
      'apps/server/src/modules/planner/itinerary/geo.test.ts',
    ];
    for (const file of pure) {
      expect(serverTestFiles()).toContain(file);
      expect(selected).not.toContain(file);
    }
    expect(selected.size).toBeLessThan(serverTestFiles().length);
  });
});

// Which server test files use a test database, found from the code: a file whose imports (its
// own, its helpers', their helpers' …) reach test-support/test-database.ts runs on whichever
// database TEST_DB names; any other file runs the same whatever TEST_DB says, so the PostgreSQL
// pass (test-db-pg.mjs) leaves it to the PGlite run. No list to keep: a new test that makes a
// database through createTestApp, a fixture or createTestDatabase is picked up by its imports.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverSrc = path.join(root, 'apps/server/src');
export const TEST_DATABASE_MODULE = path.join(serverSrc, 'test-support/test-database.ts');

// Static imports and re-exports (`from '…'`), side-effect imports and import('…') with a literal.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveImport(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  // `./x.js` written for `./x.ts`
  if (/\.js$/.test(base)) candidates.push(base.replace(/\.js$/, '.ts'));
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

function relativeImports(file) {
  const source = readFileSync(file, 'utf8');
  const found = [];
  for (const match of source.matchAll(IMPORT)) {
    const resolved = resolveImport(file, match[1]);
    if (resolved) found.push(resolved);
  }
  return found;
}

/** Whether `file` imports `target`, directly or through other files of the repository. */
export function reaches(file, target) {
  const seen = new Set();
  const stack = [file];
  while (stack.length) {
    const current = stack.pop();
    if (current === target) return true;
    if (seen.has(current)) continue;
    seen.add(current);
    stack.push(...relativeImports(current));
  }
  return false;
}

function testFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The server suite's test files that use a test database, as paths relative to the repository. */
export function databaseTestFiles() {
  return testFiles(serverSrc)
    .filter((file) => reaches(file, TEST_DATABASE_MODULE))
    .map((file) => path.relative(root, file));
}

/** Every test file of the server suite, relative to the repository. */
export function serverTestFiles() {
  return testFiles(serverSrc).map((file) => path.relative(root, file));
}

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { can } from './trip-policy';

// The role × action table itself is checked beside it, in packages/contracts/src/trip-policy.test.ts.

/** Every non-test source file under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|fixtures)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('role rules', () => {
  it('reach the server through its trip policy', () => {
    expect(can('editor', 'edit', { isPrivate: true })).toBe(true);
    expect(can('editor', 'share', { isPrivate: true })).toBe(false);
  });

  it('are written in the shared trip policy only', () => {
    const repo = join(import.meta.dirname, '../../../../..');
    // A role name compared (the web's 'other' too), either way round, or a role list in SQL.
    const rule =
      /[!=]==\s*'(owner|editor|viewer|other)'|'(owner|editor|viewer|other)'\s*[!=]==|in \('(owner|editor|viewer)'/;
    const strays = ['apps/server/src', 'apps/web/src', 'packages/contracts/src']
      .flatMap((dir) => sourceFiles(join(repo, dir)))
      .map((path) => relative(repo, path))
      .filter((path) => path !== 'packages/contracts/src/trip-policy.ts')
      .filter((path) => rule.test(readFileSync(join(repo, path), 'utf8')));
    expect(strays).toEqual([
      // The invitation mail words its sentence by the role offered; it grants nothing.
      'apps/server/src/modules/mail/templates.ts',
      // The role pickers read their select's value back as the role chosen; they grant nothing.
      'apps/web/src/features/planner/components/ask-to-join.tsx',
      'apps/web/src/features/planner/components/invite-friends-fields.tsx',
    ]);
  });
});

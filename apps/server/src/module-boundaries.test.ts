import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The repository's own lint configuration refuses import cycles and imports that go up the
 * server's module order (assistant → chats → planner → plans). Fixtures are written into the
 * server's source tree, where the rules apply, and removed afterwards.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const modulesDir = path.join(import.meta.dirname, 'modules');

describe('server module boundaries (eslint)', () => {
  const eslint = new ESLint({ cwd: repoRoot });
  let cycleDir: string;
  const written: string[] = [];
  const write = async (file: string, text: string) => {
    await writeFile(file, text);
    written.push(file);
    return file;
  };
  const ruleIds = async (file: string) =>
    (await eslint.lintFiles([file]))[0]!.messages.map((m) => m.ruleId);
  const removeWritten = () =>
    Promise.all(written.splice(0).map((file) => rm(file, { force: true })));

  beforeAll(async () => {
    cycleDir = await mkdtemp(path.join(import.meta.dirname, 'lint-fixture-'));
  });
  afterAll(async () => {
    await rm(cycleDir, { recursive: true, force: true });
    await removeWritten();
  });

  it('refuses an import cycle', { timeout: 60_000 }, async () => {
    const a = await write(
      path.join(cycleDir, 'a.ts'),
      "import { b } from './b';\nexport const a = (): number => b() + 1;\n",
    );
    const b = await write(
      path.join(cycleDir, 'b.ts'),
      "import { a } from './a';\nexport const b = (): number => a.length;\n",
    );
    expect(await ruleIds(a)).toContain('import-x/no-cycle');
    expect(await ruleIds(b)).toContain('import-x/no-cycle');
  });

  it(
    'refuses an import up the module order, and allows one down',
    { timeout: 60_000 },
    async () => {
      const up = await write(
        path.join(modulesDir, 'plans', 'lint-fixture-up.ts'),
        "import { transferTrips } from '../planner/trips.repository';\nexport const up = transferTrips;\n",
      );
      const down = await write(
        path.join(modulesDir, 'chats', 'lint-fixture-down.ts'),
        "import { transferTrips } from '../planner/trips.repository';\nexport const down = transferTrips;\n",
      );
      try {
        expect(await ruleIds(up)).toEqual(['import-x/no-restricted-paths']);
        expect(await ruleIds(down)).toEqual([]);
      } finally {
        await removeWritten();
      }
    },
  );

  it('passes on the server as it is', { timeout: 120_000 }, async () => {
    // A fresh instance: the one above has seen the fixtures, which are gone now.
    const results = await new ESLint({ cwd: repoRoot }).lintFiles([
      path.join(modulesDir, '{plans,planner,chats}/*.ts'),
    ]);
    const boundaryErrors = results.flatMap((r) =>
      r.messages
        .filter((m) => m.ruleId?.startsWith('import-x/'))
        .map((m) => `${path.relative(repoRoot, r.filePath)}: ${m.message}`),
    );
    expect(boundaryErrors).toEqual([]);
  });
});

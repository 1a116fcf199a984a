import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// eslint.config.js guards the joints between modules: web layers (app → features → shared), one
// feature reaching another only through its index.ts, server modules depending one way, and no
// import cycles. A rule that is misconfigured (a wrong path, a zone that matches nothing) passes
// silently, so these lint small snippets at real paths and expect the rule to fire.
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });
// no-cycle follows every import from the linted file; on a loaded machine that takes seconds.
const LINT_TIMEOUT = 120_000;
const BOUNDARY_RULES = ['import-x/no-restricted-paths', 'import-x/no-cycle'];

/** The boundary rules that fire on `code` linted as if it were the file at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => BOUNDARY_RULES.includes(message.ruleId ?? '') && message.severity === 2)
    .map((message) => message.ruleId ?? '');
}

/**
 * Two real files of `dir` where the first imports the second at run time (not type-only), so
 * linting the second with an import of the first closes a cycle. Found, not named, so that files
 * moving inside the folder do not break the test.
 */
function importingPair(dir: string): { importer: string; imported: string } {
  const files = readdirSync(path.join(root, dir)).filter(
    (name) => /\.tsx?$/.test(name) && !name.includes('.test.'),
  );
  for (const importer of files) {
    const source = readFileSync(path.join(root, dir, importer), 'utf8');
    for (const [, names, target] of source.matchAll(/^import \{([^}]*)\} from '\.\/([^']+)';$/gm)) {
      const runtime = names?.split(',').some((name) => name.trim() && !/^\s*type /.test(name));
      const imported = files.find((name) => name.replace(/\.tsx?$/, '') === target);
      if (runtime && imported) return { importer, imported };
    }
  }
  throw new Error(`no file in ${dir} imports a sibling at run time`);
}

describe('web import boundaries', { timeout: LINT_TIMEOUT }, () => {
  it('refuses a deep import into another feature', async () => {
    const code =
      "import { TripTabs } from '../../planner/components/trip-tabs';\nexport { TripTabs };\n";
    expect(await boundaryErrors('apps/web/src/features/chat/components/x.tsx', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it("allows another feature's index.ts and a feature's own files", async () => {
    const viaIndex = "import { TripTabs } from '../../planner';\nexport { TripTabs };\n";
    expect(await boundaryErrors('apps/web/src/features/chat/components/x.tsx', viaIndex)).toEqual(
      [],
    );
    const own = "import { TripTabs } from './trip-tabs';\nexport { TripTabs };\n";
    expect(await boundaryErrors('apps/web/src/features/planner/components/x.tsx', own)).toEqual([]);
  });

  it('keeps shared below the features and the features below app', async () => {
    const sharedToFeature =
      "import { TripTabs } from '../../features/planner';\nexport { TripTabs };\n";
    expect(await boundaryErrors('apps/web/src/shared/ui/x.tsx', sharedToFeature)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    const featureToApp = "import { router } from '../../../app/router';\nexport { router };\n";
    expect(
      await boundaryErrors('apps/web/src/features/chat/components/x.tsx', featureToApp),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses an import cycle', async () => {
    const dir = 'apps/web/src/features/subscription/components';
    const { importer, imported } = importingPair(dir);
    const code = `import * as other from './${importer.replace(/\.tsx?$/, '')}';\nexport { other };\n`;
    expect(await boundaryErrors(`${dir}/${imported}`, code)).toContain('import-x/no-cycle');
  });
});

describe('server import boundaries', { timeout: LINT_TIMEOUT }, () => {
  it('refuses a module importing one above it (plans → planner)', async () => {
    const planner = readdirSync(path.join(root, 'apps/server/src/modules/planner')).find(
      (name) => name.endsWith('.ts') && !name.includes('.test.'),
    );
    const code = `import * as planner from '../planner/${planner?.replace(/\.ts$/, '')}';\nexport { planner };\n`;
    expect(await boundaryErrors('apps/server/src/modules/plans/x.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses an import cycle', async () => {
    const dir = 'apps/server/src/modules/plans';
    const { importer, imported } = importingPair(dir);
    const code = `import * as other from './${importer.replace(/\.ts$/, '')}';\nexport { other };\n`;
    expect(await boundaryErrors(`${dir}/${imported}`, code)).toContain('import-x/no-cycle');
  });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// eslint.config.js caps a function's length (`max-lines-per-function`, blank lines and comments
// included): a React component or a hook of the web, and a server function. A `files` glob that
// misses (a hook in a `.ts` file once passed, issue 30) fails nothing, so these lint a long
// function at real paths (nothing is written) and expect the rule to fire.
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const LINT_TIMEOUT = 120_000;

/** `name` as a function of `lines` lines in all: its head, a statement a line, its return. */
function functionOf(name: string, lines: number): string {
  const names = Array.from({ length: lines - 3 }, (_, i) => `v${i}`);
  const body = names.map((v, i) => `  const ${v} = ${i};\n`).join('');
  return `export function ${name}() {\n${body}  return ${names.join(' + ')};\n}\n`;
}

/** The lines where `max-lines-per-function` fires on `code` linted as the file at `file`. */
async function lengthErrors(file: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'max-lines-per-function')
    .map((message) => message.line);
}

describe('function length (eslint)', { timeout: LINT_TIMEOUT }, () => {
  it('holds a hook in a .ts file to the 120 lines of a component', async () => {
    // 121 lines is over, 120 the most allowed (useVoiceRecorder, in a .ts file, had 156).
    for (const file of [
      'apps/web/src/features/voice/hooks/use-long.ts',
      'apps/web/src/shared/hooks/use-long.ts',
      'apps/web/src/features/map/components/long-panel.tsx',
    ]) {
      expect(await lengthErrors(file, functionOf('useLong', 121)), file).toEqual([1]);
      expect(await lengthErrors(file, functionOf('useShort', 120)), file).toEqual([]);
    }
  });

  it('holds a server function to 120 lines', async () => {
    for (const file of [
      'apps/server/src/modules/assistant/chat-session.ts',
      'apps/server/src/modules/planner/trips.routes.ts',
      'apps/server/src/app.ts',
      'apps/server/src/db/client.ts',
    ]) {
      expect(await lengthErrors(file, functionOf('long', 121)), file).toEqual([1]);
      expect(await lengthErrors(file, functionOf('short', 120)), file).toEqual([]);
    }
  });

  it('leaves server tests and their helpers alone: a describe block is a list of cases', async () => {
    for (const file of [
      'apps/server/src/modules/planner/trips.test.ts',
      'apps/server/src/modules/planner/plan-together.fixtures.ts',
      'apps/server/src/test-support/fake-long.ts',
    ]) {
      expect(await lengthErrors(file, functionOf('long', 200)), file).toEqual([]);
    }
  });
});

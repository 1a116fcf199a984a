import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// eslint.config.js keeps every route path and every web call in the contracts' path tables: a
// literal path in a server route registration or in a web API call is an error. A selector that
// is misspelt matches nothing and passes silently, so these lint small snippets at real paths
// (nothing is written) and expect the rule to fire, and to stay quiet on the table's forms.
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const LINT_TIMEOUT = 120_000;
const MESSAGE = "Route and API paths come from the contracts' path tables";
// The selectors judge a path written in the call; the local rules one that reaches it otherwise.
const PATH_RULES = ['no-restricted-syntax', 'local/web-api-paths', 'local/server-route-paths'];

/** The lines where the path rule fires on `code` linted as if it were the file at `file`. */
async function pathErrors(file: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const lines = (result?.messages ?? [])
    .filter((message) => PATH_RULES.includes(message.ruleId ?? ''))
    .filter((message) => message.message.startsWith(MESSAGE))
    .map((message) => message.line);
  return [...new Set(lines)];
}

const ROUTES = `import { plannerPaths, routeOf } from '@ai-map/contracts';
import type { FastifyInstance } from 'fastify';

export async function routes(app: FastifyInstance) {
  app.get('/planner/trips/:id/', async () => ({}));
  app.post(\`/planner/trips/\${'x'}/\`, async () => ({}));
  app.patch(\`/\${'planner'}/trips/:id/\`, async () => ({}));
  app.route({ method: 'GET', url: '/planner/trips/', handler: async () => ({}) });
  app.get(\`/\${plannerPaths.trips}\`, async () => ({}));
  app.get(routeOf(plannerPaths.trip, 'id'), async () => ({}));
  app.get('/healthz', async () => ({}));
  app.get('/tiles/:z/:x/:file', async () => ({}));
  const cache = new Map<string, number>();
  cache.get(\`planner:\${'x'}\`);
}
`;

const WEB_CALLS = `import { paymentPaths } from '@ai-map/contracts';
import { apiRequest } from '../../../shared/api/client';
import { downloadFile } from '../../../shared/api/download-file';

export async function calls(id: number, kind: string, q: string) {
  await apiRequest('users/profile/');
  await apiRequest(\`planner/trips/\${id}/\`);
  await apiRequest(\`\${kind}/city/\${id}/\`);
  await fetch('/map/config.json');
  await downloadFile(\`/api/v1/ai_map/payments/invoices/\${id}/download\`, 'application/pdf', 'x');
  await apiRequest(paymentPaths.invoices);
  await apiRequest(\`\${paymentPaths.invoices}?page=\${id}&q=\${q}\`);
  await fetch('https://example.org/style.json');
  return new URLSearchParams('users/x').toString();
}
`;

// The ways around a rule that reads only the call (issue 30 item 3): a path held in a name (a
// literal, a template, a concatenation; assigned later, or behind a cast), a concatenation in the
// call, and fetch on window. Lines 5–16 each fail; a table's path in a name does not.
const WEB_BYPASSES = `import { paymentPaths, plannerPaths } from '@ai-map/contracts';
import { apiRequest } from '../../../shared/api/client';

export async function calls(id: number, q: string) {
  const literal = 'users/profile/';
  const template = \`planner/trips/\${id}/\`;
  const joined = 'planner/trips/' + id;
  let later = plannerPaths.trips;
  later = 'planner/trips/';
  const base = 'planner/trips/';
  await apiRequest(literal);
  await apiRequest(template);
  await apiRequest(joined);
  await apiRequest(later);
  await apiRequest('planner/trips/' + id + '/');
  await apiRequest(base + id);
  await window.fetch('/map/config.json');
  await globalThis.fetch(literal as string);
  const table = plannerPaths.trip(id);
  await apiRequest(table);
  const withQuery = \`\${paymentPaths.invoices}?q=\${q}\`;
  await apiRequest(withQuery);
  await apiRequest(paymentPaths.invoices + '?q=' + q);
  await window.fetch('https://example.org/style.json');
}
`;

const ROUTE_BYPASSES = `import { plannerPaths, routeOf } from '@ai-map/contracts';
import type { FastifyInstance } from 'fastify';

export async function routes(app: FastifyInstance, id: string) {
  const literal = '/planner/trips/:id/';
  const template = \`/planner/trips/\${id}/\`;
  const joined = '/planner/trips/' + id;
  const url = '/planner/trips/';
  app.get(literal, async () => ({}));
  app.post(template, async () => ({}));
  app.patch(joined, async () => ({}));
  app.put('/planner/' + id, async () => ({}));
  app.route({ method: 'GET', url, handler: async () => ({}) });
  const table = routeOf(plannerPaths.trip, 'id');
  app.get(table, async () => ({}));
  const health = '/healthz';
  app.get(health, async () => ({}));
  const cache = new Map<string, number>();
  const key = 'planner:' + id;
  cache.get(key);
}
`;

describe('route paths from the contracts (eslint)', { timeout: LINT_TIMEOUT }, () => {
  it('refuses a literal path in a server route registration, in any module', async () => {
    for (const file of [
      'apps/server/src/modules/planner/trips.routes.ts',
      'apps/server/src/modules/geo/geo.routes.ts',
      'apps/server/src/app.ts',
    ]) {
      // Lines 5–8: a literal, two templates with words in them, a `route({ url })`; the table's
      // path in a template, routeOf, the root routes outside the API and a Map#get are allowed.
      expect(await pathErrors(file, ROUTES), file).toEqual([5, 6, 7, 8]);
    }
  });

  it('refuses a literal API path in a web call', async () => {
    for (const file of [
      'apps/web/src/features/planner/api/get-trip.ts',
      'apps/web/src/shared/api/some-call.ts',
      'apps/web/src/features/map/components/some-panel.tsx',
    ]) {
      // Lines 6–10: a literal, a template, a template of parameters and slashes, a root path for
      // fetch, an absolute API path; a table's path, with a query string, and an absolute URL
      // to another host are allowed.
      expect(await pathErrors(file, WEB_CALLS), file).toEqual([6, 7, 8, 9, 10]);
    }
  });

  it('follows a path through a name, a concatenation and window.fetch (web)', async () => {
    const file = 'apps/web/src/features/planner/api/get-trip.ts';
    // Lines 11–18: the three forms in a name (and one assigned later), a concatenation in the
    // call and with a name in it, window.fetch and globalThis.fetch; lines 19–24 are allowed.
    expect(await pathErrors(file, WEB_BYPASSES)).toEqual([11, 12, 13, 14, 15, 16, 17, 18]);
  });

  it('follows a path through a name and a concatenation (server routes)', async () => {
    const file = 'apps/server/src/modules/planner/trips.routes.ts';
    // Lines 9–13: the three forms in a name, a concatenation in the call, a `url` shorthand;
    // a routeOf in a name, a root route in a name and a Map#get key are allowed.
    expect(await pathErrors(file, ROUTE_BYPASSES)).toEqual([9, 10, 11, 12, 13]);
  });

  it('leaves tests alone: they call the API by its spelled-out paths on purpose', async () => {
    expect(await pathErrors('apps/server/src/modules/planner/trips.test.ts', ROUTES)).toEqual([]);
    expect(
      await pathErrors('apps/web/src/features/planner/api/get-trip.test.ts', WEB_CALLS),
    ).toEqual([]);
  });
});

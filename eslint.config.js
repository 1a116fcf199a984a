import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import local from './scripts/eslint-local-rules.js';

const modules = (...names) => names.map((name) => `./apps/server/src/modules/${name}`);

// The TypeScript parser reads the imported files; the resolver finds them as tsc does.
const importSettings = (project) => ({
  'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
  'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
  'import-x/resolver-next': [createTypeScriptImportResolver({ project })],
});

const web = './apps/web/src';
const webFeatures = readdirSync(new URL(`${web}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SQL_MESSAGE = 'SQL belongs in a *.repository.ts file of the module (docs/architecture.md).';
// The Drizzle calls that run a query; `transaction` is not among them.
const QUERY_METHOD_NAMES = [
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  '$count',
];
const QUERY_METHODS = `/^(${QUERY_METHOD_NAMES.join('|').replace('$', '\\$')})$/`;

const PATH_MESSAGE =
  "Route and API paths come from the contracts' path tables (apiPaths, routeOf(…Paths.x, 'id'), docs/architecture.md).";
// The server's routes served at the root, outside API_BASE, that no client of ours builds: the
// health probe (for load balancers and the test harnesses, README) and the basemap's tiles and fonts,
// which MapLibre fetches from URL templates in the style JSON (`{z}/{x}/{y}.pbf`, modules/tiles),
// and the built-in style itself, whose URL the web reads from the map config (offline_style_url).
const ROOT_ROUTES = [
  '/healthz',
  '/tiles/:z/:x/:file',
  '/fonts/:fontstack/:file',
  '/map/style.json',
];
// esquery reads a regex up to the next `/`, so a slash is written \x2F.
const regexText = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('/', '\\x2F');
const ROUTE_METHOD_NAMES = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all'];
const ROUTE_METHODS = `/^(${ROUTE_METHOD_NAMES.join('|')})$/`;
// The web's calls that take an API path (relative to API_BASE) or a root path.
const PATH_CALL_NAMES = ['apiRequest', 'apiUrl', 'downloadFile', 'getListPage', 'fetch'];
const PATH_CALLS = `/^(${PATH_CALL_NAMES.join('|')})$/`;

// Every route the server registers is spelled once, in a contracts path table, and the web builds
// its calls from the same table, so the two cannot drift (issue 17; route-paths.test.ts proves the
// rules bite). A literal path as a route registration's first argument is an error, bar
// ROOT_ROUTES; `/${table.path}` and routeOf(…) are the ways in.
const ROUTE_PATH_RULES = [
  {
    selector: `CallExpression[callee.property.name=${ROUTE_METHODS}][arguments.0.type='Literal'][arguments.0.value=/^\\x2F(?!(${ROOT_ROUTES.map((route) => regexText(route.slice(1))).join('|')})$)/]`,
    message: PATH_MESSAGE,
  },
  {
    // A route's template may only wrap a table's path: `/${plannerPaths.trips}`. (Templates that
    // do not start with a slash are look-alikes, like map.get(`${kind}:${id}`).)
    selector: `CallExpression[callee.property.name=${ROUTE_METHODS}] > TemplateLiteral:first-child[quasis.0.value.raw=/^\\x2F/] > TemplateElement[value.raw=/[^\\x2F]/]`,
    message: PATH_MESSAGE,
  },
  {
    selector: `CallExpression[callee.property.name='route'] > ObjectExpression > Property[key.name='url'] > :matches(Literal, TemplateLiteral)`,
    message: PATH_MESSAGE,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'apps/server/src/db/migrations/**',
      'e2e/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { local },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A React component stays short enough to read at once (issue 17): state and effects go to a
    // hook, sections of markup to their own components. A hook in a `.ts` file is held to the same
    // length (issue 30): its parts go to helpers of the feature's lib/ or to smaller hooks.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 120, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
    },
  },
  {
    // A server function stays short enough to read at once (issue 30): 120 lines, blank lines and
    // comments included, the web's cap for a component. What one function does at that length is
    // still one thing (a route plugin's routes of one resource, a reply's sentences of one kind);
    // past it, the functions this cap split (toolsFor, buildApp, step, planTrip, …) each did
    // several. Tests and their helpers are exempt: a describe block is a list of cases, and the
    // fake servers of test-support/ answer many routes in one closure over their state.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.test.ts',
      'apps/server/src/**/*.fixtures.ts',
      'apps/server/src/test-support/**',
    ],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 120, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
    },
  },
  {
    // Server modules depend in one direction (assistant → chats → planner → plans, …): a cycle
    // is an error. Type-only imports do not count; they leave nothing at run time.
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings('apps/server/tsconfig.json'),
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The chat modules build on each other in one direction: mcp → assistant → chats →
      // planner → plans. A module never imports one above it (docs/architecture.md, "Server").
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: modules('plans'), from: modules('planner', 'chats', 'assistant', 'mcp') },
            { target: modules('planner'), from: modules('chats', 'assistant', 'mcp') },
            { target: modules('chats'), from: modules('assistant', 'mcp') },
            { target: modules('assistant'), from: modules('mcp') },
          ].map((zone) => ({
            ...zone,
            message: 'Server modules depend one way: mcp → assistant → chats → planner → plans.',
          })),
        },
      ],
    },
  },
  {
    // The web app has three layers, app → features → shared, and a feature is a black box to the
    // others: they import only what its index.ts exports, so its files can move freely inside it.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importSettings('apps/web/tsconfig.json'),
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `${web}/shared`,
              from: [`${web}/features`, `${web}/app`],
              message: 'shared/ is the bottom layer: it imports neither features nor app.',
            },
            {
              target: `${web}/features`,
              from: `${web}/app`,
              message: 'Features do not import app/; the app composes the features.',
            },
            ...webFeatures.map((feature) => ({
              target: `${web}/features/${feature}`,
              from: `${web}/features`,
              except: [
                `./${feature}`,
                ...webFeatures
                  .filter((other) => other !== feature)
                  .map((other) => `./${other}/index.ts`),
              ],
              message: 'Import another feature through its index.ts only.',
            })),
          ],
        },
      ],
    },
  },
  {
    // SQL lives in *.repository.ts files (docs/architecture.md, "Server"): everywhere else on the
    // server a query builder, a `sql` fragment or a table object is an error. Types stay
    // importable, so a service can name a row or a condition it passes through. The database
    // layer itself (db/), tests, their fixtures and helpers, and the CLI are exempt.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/db/**',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/**/*.fixtures.ts',
      'apps/server/src/test-support/**',
      'apps/server/src/cli/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              allowTypeImports: true,
              message: SQL_MESSAGE,
            },
            {
              group: ['**/db/schema', '**/db/schema/*'],
              allowTypeImports: true,
              message: SQL_MESSAGE,
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...['db', 'tx'].flatMap((name) => [
          // `db.select(…)`, `tx.execute(…)` and `ctx.db.insert(…)`; `db.transaction` stays
          // allowed: a service decides what one transaction spans and hands `tx` to repositories.
          {
            selector: `CallExpression > MemberExpression.callee[object.name='${name}'][property.name=${QUERY_METHODS}]`,
            message: SQL_MESSAGE,
          },
          {
            selector: `CallExpression > MemberExpression.callee[object.property.name='${name}'][property.name=${QUERY_METHODS}]`,
            message: SQL_MESSAGE,
          },
        ]),
        // Shares this block: a later block's no-restricted-syntax would replace these options.
        // Its files are where routes are registered (routes, app.ts, plugins).
        ...ROUTE_PATH_RULES,
      ],
      // The same two rules where a name stands between the value and its use
      // (scripts/eslint-local-rules.js).
      'local/sql-in-repositories': ['error', { methods: QUERY_METHOD_NAMES }],
      'local/server-route-paths': ['error', { methods: ROUTE_METHOD_NAMES, roots: ROOT_ROUTES }],
    },
  },
  {
    // The web calls the API with a table's path; a query string may follow it (`${path}?${q}`).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // Any literal but an absolute URL (`https://…`).
          selector: `CallExpression[callee.name=${PATH_CALLS}][arguments.0.type='Literal'][arguments.0.value=/^(?![a-z][a-z0-9+.-]*:)/]`,
          message: PATH_MESSAGE,
        },
        {
          // A slash or a word before the query string: `users/${id}/`, `${kind}/${id}/`.
          selector: `CallExpression[callee.name=${PATH_CALLS}] > TemplateLiteral:first-child > TemplateElement[value.raw=/^[^?&=]*[\\x2FA-Za-z_]/]`,
          message: PATH_MESSAGE,
        },
      ],
      // A path in a name, a concatenation, window.fetch (scripts/eslint-local-rules.js).
      'local/web-api-paths': ['error', { calls: PATH_CALL_NAMES }],
    },
  },
  {
    // Issue 17: no source file over 400 lines (code, tests, e2e, benchmarks, scripts): a file
    // that grows past it is split by responsibility.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', 'apps/server/src/cli/**'],
    rules: { 'no-console': 'off' },
  },
);

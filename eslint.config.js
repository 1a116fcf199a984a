import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';

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
const QUERY_METHODS =
  '/^(select|selectDistinct|selectDistinctOn|insert|update|delete|execute|\\$count)$/';

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
    // hook, sections of markup to their own components.
    files: ['apps/web/src/**/*.tsx'],
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
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', 'apps/server/src/cli/**'],
    rules: { 'no-console': 'off' },
  },
);

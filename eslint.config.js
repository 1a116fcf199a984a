import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const modules = (...names) => names.map((name) => `./apps/server/src/modules/${name}`);

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
    // Server modules depend in one direction (assistant → chats → planner → plans, …): a cycle
    // is an error. Type-only imports do not count; they leave nothing at run time.
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript parser reads the imported files; the resolver finds them as tsc does.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/server/tsconfig.json' }),
      ],
    },
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
    files: ['scripts/**', 'bench/**', 'e2e/**', 'apps/server/src/cli/**'],
    rules: { 'no-console': 'off' },
  },
);

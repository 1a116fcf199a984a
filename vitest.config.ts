import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the unit and API suites of every workspace; the e2e suite has its own config
// because it needs a built app and a browser.
export default defineConfig({
  test: {
    // Vitest's default leaves a core to itself (availableParallelism − 1: one worker on two
    // cores), but its main process mostly waits; a worker per core halves the run on two cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'repo',
          include: ['scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'osm',
          include: ['packages/osm/src/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'data',
          include: ['data/scripts/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // Migrates the test databases' templates once per run (test-support/templates.ts).
          globalSetup: ['apps/server/src/test-support/templates.ts'],
          // Limits against hangs, not speed checks (speed lives in bench/): a set-up that imports
          // the catalogue took over 30 s when other jobs shared the two cores.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});

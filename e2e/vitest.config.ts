import { defineConfig } from 'vitest/config';

// Browser tests: one file at a time (two cores; each file runs its own chromium).
// Two at a time (maxWorkers 2) was measured and left off: beside other jobs on the two cores,
// each file's server start took 35–43 s instead of 15–20 and a 60 s test limit was hit.
// The global set-up imports the world catalogue once into a seed data directory
// (support/seed-data-dir.ts), then starts one shared server on a copy of it
// (support/shared-server.ts) that every file without server options of its own uses; a file
// that passes server environment (a stand-in provider, a flag) starts its own server on a copy
// of the seed (support/harness.ts startE2E).
export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/seed-data-dir.ts', 'support/shared-server.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});

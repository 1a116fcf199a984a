import { defineConfig } from 'vitest/config';

// Browser tests: one file at a time (two cores; each file runs its own server and chromium).
// Two at a time (maxWorkers 2) was measured and left off: beside other jobs on the two cores,
// each file's server start took 35–43 s instead of 15–20 and a 60 s test limit was hit.
// The global set-up imports the world catalogue once into a seed data directory that every
// file's server starts from a copy of (support/seed-data-dir.ts).
export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/seed-data-dir.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});

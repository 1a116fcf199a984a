import { defineConfig } from 'vitest/config';

// Browser tests: one file at a time (two cores; each file runs its own server and chromium).
export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});

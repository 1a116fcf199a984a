import { cp } from 'node:fs/promises';
import { defineConfig } from 'tsup';

// One ESM bundle for the server, and one for the import readers' worker thread, which the pool
// loads from beside main.js (modules/imports/import-pool.ts); code both use goes to shared
// chunks. Workspace packages (the contracts) are bundled in, npm dependencies stay in
// node_modules. Migrations and the PDF fonts are copied next to it.
export default defineConfig({
  entry: { main: 'src/main.ts', 'import-worker': 'src/modules/imports/import-worker.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@ai-map\//],
  async onSuccess() {
    await cp('src/db/migrations', 'dist/migrations', { recursive: true });
    await cp('src/lib/fonts', 'dist/fonts', { recursive: true });
  },
});

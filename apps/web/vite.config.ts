import { createRequire } from 'node:module';
import path from 'node:path';
import { env } from 'node:process';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server listens on port 3000 in development; proxying keeps the browser on one origin so
// that cookies (auth token, CSRF) behave exactly as in production, where the server serves the SPA.
// API_PROXY_TARGET points the proxy elsewhere, e.g. `API_PROXY_TARGET=http://localhost:3300 npx vite`.
const apiServer = env.API_PROXY_TARGET || 'http://localhost:3000';

// The country flags' SVG files (country-flag-icons, MIT): shared/ui/country-flag.tsx globs them
// through this alias, wherever npm placed the package.
const flagsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('country-flag-icons/package.json')),
  '3x2',
);

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@country-flags': flagsDir } },
  server: {
    proxy: {
      '/api': apiServer,
      '/media': apiServer,
      '/healthz': apiServer,
      '/tiles': apiServer,
      '/fonts': apiServer,
      '/map': apiServer,
      '/ws': { target: apiServer, ws: true },
    },
  },
  build: {
    outDir: 'dist',
  },
});

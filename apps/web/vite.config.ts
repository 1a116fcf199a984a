import { env } from 'node:process';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server listens on port 3000 in development; proxying keeps the browser on one origin so
// that cookies (auth token, CSRF) behave exactly as in production, where the server serves the SPA.
// API_PROXY_TARGET points the proxy elsewhere, e.g. `API_PROXY_TARGET=http://localhost:3300 npx vite`.
const apiServer = env.API_PROXY_TARGET || 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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

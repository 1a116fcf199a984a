import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sendError } from './errors';

/**
 * Serves the built single-page app and answers every other GET that accepts HTML with its
 * index.html (history fallback), so deep links like /chat/abc load the app. API and asset
 * misses stay JSON 404s.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, { distDir }: { distDir: string | null }) => {
    const hasWeb = distDir !== null && existsSync(path.join(distDir, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        setHeaders(res, filePath) {
          // Vite fingerprints everything under assets/: safe to cache for good.
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const wantsPage =
        hasWeb &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith('/api/') &&
        !request.url.startsWith('/media/') &&
        (request.headers.accept ?? '').includes('text/html');
      if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return sendError(reply, 404, 'not_found', 'Not found.');
    });
  },
);

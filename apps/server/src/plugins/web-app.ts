import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sendError } from './errors';

/** Files a browser asks for by name: a miss is a 404, never the app's page. */
const FILE_EXTENSION =
  /\.(?:js|mjs|css|map|json|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|txt|xml|webmanifest)$/i;

/**
 * Whether a GET gets the app's index.html (history fallback): any path that is not the API,
 * media, the built assets or a file name, whatever the Accept header. A health check or a
 * first `curl /` sees the app, not a 404; deep links like /chat/abc load the app.
 */
export function servesAppPage(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? url;
  if (/^\/(?:api|media|assets)(?:\/|$)/.test(pathname)) return false;
  return !FILE_EXTENSION.test(pathname);
}

/**
 * Serves the built single-page app and answers other page GETs with its index.html (see
 * servesAppPage). API, media and asset misses stay JSON 404s.
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
      if (hasWeb && servesAppPage(request.method, request.url))
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return sendError(reply, 404, 'not_found', 'Not found.');
    });
  },
);

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isAppPagePath } from '@ai-map/contracts';
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
 * servesAppPage): with 200 on one of the app's pages whose record exists (`pageExists`), with 404
 * elsewhere, where the app shows its not-found page, so a wrong address is a 404 for a browser, a
 * crawler and a link checker alike. API, media and asset misses stay JSON 404s.
 */
export const webAppPlugin = fp(
  async (
    app: FastifyInstance,
    {
      distDir,
      pageExists = async () => true,
    }: {
      distDir: string | null;
      /** Whether a page address names a record that exists (`/country/atlantis` does not). */
      pageExists?: (pathname: string) => Promise<boolean>;
    },
  ) => {
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

    /**
     * A lookup that fails (the database busy or away) serves the page as found: the app then
     * asks the API itself and says what went wrong, which a bare 404 would hide.
     */
    async function recordExists(pathname: string): Promise<boolean> {
      try {
        return await pageExists(pathname);
      } catch (error) {
        app.log.warn({ err: error, pathname }, 'page lookup failed; serving the app page');
        return true;
      }
    }

    app.setNotFoundHandler(async (request, reply) => {
      if (hasWeb && servesAppPage(request.method, request.url)) {
        const pathname = request.url.split('?')[0] ?? request.url;
        const found = isAppPagePath(pathname) && (await recordExists(pathname));
        if (!found) {
          // A 404 never answers a reload's conditional request with "not modified": the file
          // server would send no body under our 404, which a browser shows as a failed load.
          delete request.raw.headers['if-none-match'];
          delete request.raw.headers['if-modified-since'];
        }
        return reply
          .code(found ? 200 : 404)
          .header('cache-control', 'no-cache')
          .sendFile('index.html');
      }
      return sendError(reply, 404, 'not_found', 'Not found.');
    });
  },
);

import { MAP_CONFIG_PATH } from '@ai-map/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { HttpError, notFound } from '../../lib/http-error';
import { FontStore } from './fonts';
import { mapStyle } from './style';
import { TILE_MAX_ZOOM } from './tile-grid';
import { TileService } from './tiles.service';

const DAY = 86_400;
const OFFLINE_STYLE_PATH = '/map/style.json';
const INTEGER = /^\d{1,10}$/;

function tileCoordinates(params: { z: string; x: string; file: string }) {
  const y = /^(\d{1,10})\.pbf$/.exec(params.file)?.[1];
  if (!INTEGER.test(params.z) || !INTEGER.test(params.x) || y === undefined) {
    throw new HttpError(
      400,
      'invalid',
      'Tile coordinates must be whole numbers: /tiles/{z}/{x}/{y}.pbf.',
    );
  }
  const z = Number(params.z);
  if (z > TILE_MAX_ZOOM) {
    throw new HttpError(400, 'invalid', `Zoom must be between 0 and ${TILE_MAX_ZOOM}.`);
  }
  const [x, yn] = [Number(params.x), Number(y)];
  const size = 2 ** z;
  if (x >= size || yn >= size) throw new HttpError(400, 'invalid', 'Tile is outside the world.');
  return { z, x, y: yn };
}

/** Absolute origin of the request (honours X-Forwarded-* behind a trusted proxy). */
function requestOrigin(request: FastifyRequest, fallback: string): string {
  return request.host ? `${request.protocol}://${request.host}` : fallback;
}

/**
 * The offline basemap, at the root (not under the API prefix): vector tiles of the catalogue,
 * label glyphs and the MapLibre style that ties them together.
 */
export async function tilesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const tiles = new TileService(ctx);
  ctx.catalogue.onImported(() => tiles.reset());
  const fonts = new FontStore(ctx.config.fontsDir);

  app.get<{ Params: { z: string; x: string; file: string } }>(
    '/tiles/:z/:x/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { z, x, y } = tileCoordinates(request.params);
      const data = await tiles.tile(z, x, y);
      reply.header('cache-control', `public, max-age=${DAY}`);
      if (!data) return reply.code(204).send();
      return reply.type('application/x-protobuf').send(Buffer.from(data));
    },
  );

  app.get<{ Params: { fontstack: string; file: string } }>(
    '/fonts/:fontstack/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const range = /^(\d+-\d+)\.pbf$/.exec(request.params.file)?.[1];
      const glyphs = range ? await fonts.glyphs(request.params.fontstack, range) : null;
      if (!glyphs) throw notFound('No such font or glyph range.');
      return reply
        .type('application/x-protobuf')
        .header('cache-control', `public, max-age=${30 * DAY}`)
        .send(glyphs);
    },
  );

  app.get(OFFLINE_STYLE_PATH, { schema: { hide: true } }, async (request, reply) => {
    return reply
      .header('cache-control', 'public, max-age=3600')
      .send(mapStyle(requestOrigin(request, ctx.config.publicUrl)));
  });

  // The online style first (unless OFFLINE), the built-in one as the fallback the web app
  // switches to when the online style or its tiles cannot be loaded.
  app.get(MAP_CONFIG_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const online = ctx.config.mapStyle;
    return reply.header('cache-control', 'public, max-age=3600').send({
      style_url: online?.url ?? OFFLINE_STYLE_PATH,
      style_attribution: online?.attribution ?? null,
      offline_style_url: OFFLINE_STYLE_PATH,
    });
  });
}

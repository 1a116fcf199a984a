import {
  LiveAreaRequestSchema,
  LiveAreaSchema,
  type LiveArea as LiveAreaAnswer,
  livePaths,
} from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { cityBy } from '../catalog/catalog.repository';
import { LiveAreaQueue } from './live-area-queue';
import { findArea, type LiveArea } from './live-places.repository';
import { cityArea } from './live-places.service';

const present = (enabled: boolean, row: LiveArea | undefined): LiveAreaAnswer => ({
  enabled,
  status: row?.status ?? null,
  places: row?.places ?? null,
  finished_at: row?.finishedAt?.toISOString() ?? null,
});

/**
 * Ours: `POST live/areas/` {city_slug} asks for the places around a city from OpenStreetMap
 * (queued in the background unless fetched recently) and `GET live/areas/?city_slug=` tells how
 * that went, so the page can show it and reload its data when they arrive.
 */
export const livePlacesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const queue = new LiveAreaQueue(ctx);
  app.addHook('preClose', () => queue.close());
  const enabled = ctx.config.overpass !== null;

  const areaOf = async (slug: string) => {
    const row = await cityBy(ctx.db, { slug });
    if (!row) throw notFound('No such city.');
    return cityArea(row.city);
  };

  app.post(
    `/${livePaths.areas}`,
    {
      schema: {
        tags: ['live places'],
        body: LiveAreaRequestSchema,
        response: { 200: LiveAreaSchema },
      },
    },
    async (request) => {
      const area = await areaOf(request.body.city_slug);
      return present(enabled, await queue.request(area));
    },
  );

  app.get(
    `/${livePaths.areas}`,
    {
      schema: {
        tags: ['live places'],
        querystring: LiveAreaRequestSchema,
        response: { 200: LiveAreaSchema },
      },
    },
    async (request) => {
      const area = await areaOf(request.query.city_slug);
      return present(enabled, await findArea(ctx.db, area.key));
    },
  );
};

import {
  LiveAreaRequestSchema,
  LiveAreaSchema,
  type LiveArea as LiveAreaAnswer,
  type LiveAreaRequest,
  livePaths,
} from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { cityBy } from '../catalog/catalog.repository';
import { cityNear, liveAreaQueue } from './live-area-queue';
import { findArea, type LiveArea } from './live-places.repository';
import { cityArea } from './live-places.service';

const present = (
  enabled: boolean,
  reachable: boolean,
  cityName: string | null,
  row: LiveArea | undefined,
): LiveAreaAnswer => ({
  enabled,
  reachable,
  city_name: cityName,
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
  const queue = liveAreaQueue(ctx);
  app.addHook('preClose', () => queue.close());
  const enabled = ctx.config.overpass !== null;

  /** The city asked about by slug, or the nearest one within 30 km of the point (or none). */
  const cityOf = async (request: LiveAreaRequest) => {
    if ('city_slug' in request) {
      const row = await cityBy(ctx.db, { slug: request.city_slug });
      if (!row) throw notFound('No such city.');
      return row.city;
    }
    return (await cityNear(ctx.db, request)) ?? null;
  };

  const answer = async (request: LiveAreaRequest, ask: boolean) => {
    const city = await cityOf(request);
    if (!city) return present(enabled, queue.reachable(), null, undefined);
    const area = cityArea(city);
    const row = ask ? await queue.request(area) : await findArea(ctx.db, area.key);
    return present(enabled, queue.reachable(), city.name, row);
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
    async (request) => answer(request.body, true),
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
    async (request) => answer(request.query, false),
  );
};

import type { FastifySchema, FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import {
  cityLocation,
  countryLocation,
  regionInCountry,
  type Location,
  type Viewer,
} from './place-cards';
import { slugParam } from './route-params';

type Params = Record<string, string>;

/** One of the places a list of attractions or shops is asked for, as its path names it. */
export interface ListLocation {
  params: z.ZodType<Params>;
  locate: (ctx: AppContext, params: Params) => Promise<Location>;
}

/**
 * A country by slug (`:slug`), a region by country slug and region slug or id
 * (`:country/:region`), a city by id or slug (`:city`): the list routes of attractions and shops
 * differ only in these. Each `params` schema has validated the keys its `locate` reads.
 */
export const LIST_LOCATIONS = {
  country: {
    params: z.object({ slug: slugParam }),
    locate: (ctx, p) => countryLocation(ctx, p.slug!),
  },
  region: {
    params: z.object({ country: slugParam, region: slugParam }),
    locate: (ctx, p) => regionInCountry(ctx, p.country!, p.region!),
  },
  city: { params: z.object({ city: slugParam }), locate: (ctx, p) => cityLocation(ctx, p.city!) },
} satisfies Record<string, ListLocation>;

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Registers a kind of place's lists in a country, a region and a city: one route per entry of
 * `lists` (its URL, its description and where it lists), the same query and answer for all.
 */
export function listInLocationRoutes<Q extends z.ZodType, R extends z.ZodType>(
  app: App,
  ctx: AppContext,
  lists: [url: string, description: string | undefined, where: ListLocation][],
  schema: { tags: string[]; querystring: Q; response: { 200: R } },
  list: (viewer: Viewer, query: z.output<Q>, location: Location) => Promise<z.input<R>>,
) {
  // The type provider cannot follow generic schemas, so these routes are registered with plain
  // types: the query and path are validated against `schema.querystring` and `where.params`, and
  // `list` is held to `z.input<R>` where it is passed in.
  const untyped = app.withTypeProvider<FastifyTypeProviderDefault>();
  for (const [url, description, where] of lists) {
    const routeSchema: FastifySchema = { ...schema, description, params: where.params };
    untyped.get(url, { schema: routeSchema }, async (request) =>
      list(
        request.user,
        request.query as z.output<Q>,
        await where.locate(ctx, request.params as Params),
      ),
    );
  }
}

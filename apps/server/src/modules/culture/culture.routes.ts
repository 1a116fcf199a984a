import {
  AttractionSchema,
  EventSchema,
  RestaurantSchema,
  culturePaths,
  listPage,
  routeOf,
} from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { cityLocation, countryLocation, regionAlone, type Location } from '../places/place-cards';
import { placeListQuery, slugParam } from '../places/route-params';
import * as culture from './culture.service';

const tags = ['local culture'];
const params = z.object({ id: slugParam, list: z.enum(['attractions', 'events', 'food']) });
const query = placeListQuery(['rating', 'name', 'start_date']);
const response = {
  200: z.union([listPage(AttractionSchema), listPage(EventSchema), listPage(RestaurantSchema)]),
};
const HELP =
  "`list`: attractions (flagged local culture: listed heritage, history, religion, art), events (upcoming holidays, observances and cultural festivals, nationwide ones included; order by start_date to get them by date) or food (places serving the country's own cuisine or regional food).";

const levels: [string, (ctx: AppContext, id: string) => Promise<Location>, string][] = [
  [routeOf(culturePaths.country, 'id', 'list'), countryLocation, 'a country (slug)'],
  [
    routeOf(culturePaths.division, 'id', 'list'),
    (ctx, id) => regionAlone(ctx, id),
    'a region (id, or slug when only one country uses it)',
  ],
  [routeOf(culturePaths.city, 'id', 'list'), cityLocation, 'a city (id or slug)'],
];

export const cultureRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const [path, resolve, what] of levels) {
    app.get(
      path,
      {
        schema: {
          tags,
          description: `Local culture of ${what}. ${HELP}`,
          params,
          querystring: query,
          response,
        },
      },
      async (request) =>
        culture.cultureList(
          ctx,
          request.user,
          request.query,
          request.params.list,
          await resolve(ctx, request.params.id),
        ),
    );
  }
};

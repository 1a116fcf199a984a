import {
  MarkedListSchemas,
  markPaths,
  orderingQuery,
  type MarkedListName,
} from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../plugins/auth';
import { LIST_ORDERINGS, markedList } from './lists.service';

const tags = ['likes, favourites, visited'];
const labels: Record<MarkedListName, string> = {
  countries: 'countries',
  regions: 'regions',
  cities: 'cities',
  entertainments: 'attractions',
  shopping: 'shops',
  food: 'food and drink places',
  events: 'events',
};

export const listsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const vote of ['favourite', 'visited'] as const) {
    for (const name of Object.keys(MarkedListSchemas) as MarkedListName[]) {
      app.get(
        `/${markPaths.list(vote, name)}`,
        {
          schema: {
            tags,
            description: `The signed-in user's ${vote} ${labels[name]}, as in the catalogue lists. \`ordering\`: created (when marked; default newest first), name or rating.`,
            querystring: orderingQuery(LIST_ORDERINGS, '-created'),
            response: { 200: MarkedListSchemas[name] },
          },
        },
        async (request) =>
          markedList(ctx, requireUser(request), vote, name, request.query.ordering),
      );
    }
  }
};

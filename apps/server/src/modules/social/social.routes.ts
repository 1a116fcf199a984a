import { MARK_WORDS, markPaths, routeOf } from '@ai-map/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../plugins/auth';
import { toggle } from './social.service';
import type { Vote, VoteObject } from './votes.repository';

const tags = ['likes, favourites, visited'];
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const ToggleResponseSchema = z.object({
  user_like: z.boolean().optional(),
  number_of_likes: z.number().int().optional(),
  user_favourite: z.boolean().optional(),
  user_visited: z.boolean().optional(),
});
const votesByWord: Record<string, Vote> = {
  [MARK_WORDS.like]: 'like',
  [MARK_WORDS.favourite]: 'favourite',
  [MARK_WORDS.visited]: 'visited',
};
const objectsByWord: Record<string, VoteObject> = {
  attraction: 'attraction',
  shop: 'shop',
  food: 'food',
  city: 'city',
  country: 'country',
  countries: 'country',
  region: 'region',
  event: 'event',
};

export const socialRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const response = { 200: ToggleResponseSchema };
  const GenericParams = z.object({
    param: z.enum(Object.keys(votesByWord) as [string, ...string[]]),
    object: z.enum(Object.keys(objectsByWord) as [string, ...string[]]),
    id,
  });
  const IdParams = z.object({ id });

  /** `POST /{liked|favourite|visited}/{object}/{id}/`: the generic toggle (spec 000 §7). */
  app.post(
    routeOf(markPaths.toggle, 'param', 'object', 'id'),
    { schema: { tags, params: GenericParams, response } },
    async (request) =>
      toggle(
        ctx,
        requireUser(request).id,
        objectsByWord[request.params.object]!,
        request.params.id,
        votesByWord[request.params.param]!,
      ),
  );

  // The object-first paths the spec's client also calls.
  const objectFirst: [(id: number) => string, VoteObject, Vote][] = [
    [markPaths.countryFavourite, 'country', 'favourite'],
    [markPaths.countryVisited, 'country', 'visited'],
    [markPaths.cityFavourite, 'city', 'favourite'],
    [markPaths.cityVisited, 'city', 'visited'],
    [markPaths.regionFavourite, 'region', 'favourite'],
    [markPaths.regionVisited, 'region', 'visited'],
    [markPaths.shopFavourite, 'shop', 'favourite'],
    [markPaths.shopVisited, 'shop', 'visited'],
    [markPaths.foodFavourite, 'food', 'favourite'],
    [markPaths.eventFavourite, 'event', 'favourite'],
    [markPaths.eventLiked, 'event', 'like'],
    [markPaths.eventVisited, 'event', 'visited'],
  ];
  for (const [path, objectType, vote] of objectFirst) {
    app.post(
      routeOf(path, 'id'),
      { schema: { tags, params: IdParams, response } },
      async (request) => toggle(ctx, requireUser(request).id, objectType, request.params.id, vote),
    );
  }
};

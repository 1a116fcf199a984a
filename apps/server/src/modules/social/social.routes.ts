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
  liked: 'like',
  favourite: 'favourite',
  visited: 'visited',
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
    '/:param/:object/:id/',
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
  const objectFirst: [string, VoteObject, Vote][] = [
    ['/countries/:id/favourite/', 'country', 'favourite'],
    ['/countries/:id/visited/', 'country', 'visited'],
    ['/city/:id/favourite/', 'city', 'favourite'],
    ['/city/:id/visited/', 'city', 'visited'],
    ['/region/:id/favourite/', 'region', 'favourite'],
    ['/region/:id/visited/', 'region', 'visited'],
    ['/shop/:id/favourite/', 'shop', 'favourite'],
    ['/shop/:id/visited/', 'shop', 'visited'],
    ['/food/:id/favourite/', 'food', 'favourite'],
    ['/events/event/:id/favourite/', 'event', 'favourite'],
    ['/events/event/:id/liked/', 'event', 'like'],
    ['/events/event/:id/visited/', 'event', 'visited'],
  ];
  for (const [path, objectType, vote] of objectFirst) {
    app.post(path, { schema: { tags, params: IdParams, response } }, async (request) =>
      toggle(ctx, requireUser(request).id, objectType, request.params.id, vote),
    );
  }
};

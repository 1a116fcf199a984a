import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import * as votes from './votes.repository';
import type { Vote, VoteObject } from './votes.repository';

const label: Record<VoteObject, string> = {
  country: 'country',
  region: 'region',
  city: 'city',
  attraction: 'attraction',
  shop: 'shop',
  food: 'food place',
  event: 'event',
};

/**
 * Flips a like, favourite or visited mark and answers the new state in the field the client
 * reads (`user_like`, `user_favourite`, `user_visited`); likes also carry the new count.
 */
export async function toggle(
  ctx: AppContext,
  userId: number,
  objectType: VoteObject,
  id: number,
  vote: Vote,
) {
  if (!(await votes.objectExists(ctx.db, objectType, id)))
    throw notFound(`No ${label[objectType]} with id ${id}.`);
  const on = await votes.toggleVote(ctx.db, userId, objectType, id, vote);
  if (vote === 'like')
    return { user_like: on, number_of_likes: await votes.likeCount(ctx.db, objectType, id) };
  return vote === 'favourite' ? { user_favourite: on } : { user_visited: on };
}

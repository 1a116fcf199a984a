import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { limitSubjectOf } from './limit-subject';
import { recordObjectView } from './limits.service';

/**
 * A place's detail page, counted as an object view of the caller. The detail is loaded first,
 * so a place that does not exist (404) costs nothing; over the limit the page is refused.
 * Map tooltips (`geo/*`) are previews and are not counted.
 */
export async function countedView<T>(
  ctx: AppContext,
  request: FastifyRequest,
  placeId: number,
  detail: Promise<T>,
): Promise<T> {
  const page = await detail;
  await recordObjectView(ctx, await limitSubjectOf(ctx, request), placeId);
  return page;
}

import { PLANNER_ACCESS_CODE_COOKIE } from '@ai-map/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { findAccessCode } from '../auth/access-code.repository';
import type { LimitSubject } from './usage.repository';

const MAX_CODE_LENGTH = 128;

/**
 * Whose allowance a request uses: the signed-in user, else the visitor's planner access code
 * (the `planner_access_code` query parameter, as trip calls send it, or the cookie the client
 * keeps it in). A code the server never issued counts as no code.
 */
export async function limitSubjectOf(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<LimitSubject | null> {
  if (request.user) return { kind: 'user', userId: request.user.id };
  const fromQuery = new URL(request.url, 'http://localhost').searchParams.get(
    PLANNER_ACCESS_CODE_COOKIE,
  );
  const code = (fromQuery ?? request.cookies[PLANNER_ACCESS_CODE_COOKIE])?.trim();
  if (!code || code.length > MAX_CODE_LENGTH) return null;
  return (await findAccessCode(ctx.db, code)) ? { kind: 'visitor', accessCode: code } : null;
}

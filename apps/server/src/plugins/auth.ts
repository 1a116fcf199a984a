import { CSRF_COOKIE, CSRF_HEADER, serverMessages } from '@ai-map/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../app-context';
import { HttpError } from '../lib/http-error';
import type { UserRow } from '../modules/auth/auth.repository';
import { userForToken } from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, resolved from `Authorization: Token <key>`; null when anonymous. */
    user: UserRow | null;
    /** The raw token key the caller presented, for logout. */
    tokenKey: string | null;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ONE_YEAR_S = 31_536_000;

/** The caller or a 401: for handlers of private endpoints. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, 'not_authenticated', serverMessages.notAuthenticated);
  return request.user;
}

/**
 * Token authentication and the CSRF double-submit check. The API authenticates by header, which
 * a cross-site form cannot set; the CSRF cookie still guards unsafe calls of any browser client
 * that has one, as the spec's client sends it back as a header.
 */
export const authPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('tokenKey', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;

    const csrfCookie = request.cookies[CSRF_COOKIE];
    if (
      UNSAFE_METHODS.has(request.method) &&
      csrfCookie &&
      request.headers[CSRF_HEADER] !== csrfCookie
    ) {
      throw new HttpError(403, 'permission_denied', serverMessages.csrfFailed);
    }
    if (!csrfCookie) {
      reply.setCookie(CSRF_COOKIE, randomBytes(16).toString('hex'), {
        path: '/',
        maxAge: ONE_YEAR_S,
        sameSite: 'lax',
        secure: ctx.config.publicUrl.startsWith('https:'),
      });
    }

    const header = request.headers.authorization;
    if (!header) return;
    const [scheme, key, ...rest] = header.trim().split(/\s+/);
    if (scheme?.toLowerCase() !== 'token' || !key || rest.length > 0 || key.length > 128) {
      throw new HttpError(401, 'authentication_failed', serverMessages.invalidToken);
    }
    const user = await userForToken(ctx, key);
    if (!user) throw new HttpError(401, 'authentication_failed', serverMessages.invalidToken);
    request.user = user;
    request.tokenKey = key;
  });
});

/**
 * A `preValidation` hook for private routes: anonymous callers get the 401 before their body is
 * looked at, so a signed-out client is told to sign in rather than to fix a field.
 */
export async function signedInOnly(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

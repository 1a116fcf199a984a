import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fieldError, HttpError, notFound } from '../lib/http-error';

/** The largest id the database stores (PostgreSQL `integer`). */
export const MAX_DATABASE_ID = 2_147_483_647;

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. PostgreSQL
 * cannot store NUL in text at all, and none of them belongs in a name, an address or a message.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const controlCharacterMessage = 'This field must not contain control characters.';
export const jsonObjectMessage = 'The request body must be a JSON object.';
export const jsonBodyExpectedMessage = 'Expected a JSON body (Content-Type: application/json).';
export const jsonBodyMissingMessage = 'The request body is empty; expected a JSON object.';

/** The first key path (top-level field first) whose key or string value holds a control character. */
function findControlCharacter(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findControlCharacter(item, path);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_CHARACTER.test(key)) return [...path, key];
      const found = findControlCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** Whether a parsed value (a socket frame, say) holds a control character in a key or a string. */
export function containsControlCharacter(value: unknown): boolean {
  return findControlCharacter(value) !== undefined;
}

/** Whether the route's body schema is a list (no route has one today; the gate must not assume). */
function acceptsArrayBody(request: FastifyRequest): boolean {
  const schema = request.routeOptions.schema?.body as { _zod?: { def?: { type?: string } } };
  return schema?._zod?.def?.type === 'array';
}

/**
 * Whether the route's body schema requires a body (an empty JSON body counts as none: see the
 * errors plugin). Logout's optional body and the routes without a body schema take none.
 */
function requiresBody(request: FastifyRequest): boolean {
  const schema = request.routeOptions.schema?.body as
    { safeParse?: (value: unknown) => { success: boolean } } | undefined;
  return schema?.safeParse !== undefined && !schema.safeParse(undefined).success;
}

/**
 * One gate for malformed input, before any route validates or queries: control characters in
 * path, query or JSON body answer 400 under the field's name; a numeric path segment beyond the
 * database's id range names nothing that can exist, so it answers 404 like any unknown id; a
 * JSON body that is not an object (`null`, a number, a list) or no body where the route needs
 * one answers 400, a multipart body sent to a JSON route 415. Malformed multipart
 * bodies are mapped by the errors plugin, and database errors these checks would have prevented
 * are its backstop.
 */
export const inputGatePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const params = (request.params ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(params)) {
      if (typeof value !== 'string') continue;
      if (CONTROL_CHARACTER.test(value)) throw fieldError({ [name]: [controlCharacterMessage] });
      if (/^\d+$/.test(value) && Number(value) > MAX_DATABASE_ID) throw notFound();
    }
    const inQuery = findControlCharacter(request.query);
    if (inQuery)
      throw fieldError({ [inQuery[0] ?? 'non_field_errors']: [controlCharacterMessage] });

    const body: unknown = request.body;
    // Multipart is read by the routes made for it, which declare no body schema; a route that
    // declares one reads JSON, and the multipart parser left it nothing to validate.
    if (request.isMultipart()) {
      if (request.routeOptions.schema?.body) {
        throw new HttpError(415, 'unsupported_media_type', jsonBodyExpectedMessage);
      }
      return;
    }
    if (body === undefined) {
      // Said as it is rather than as every field of the form "is required".
      if (requiresBody(request)) throw fieldError({ non_field_errors: [jsonBodyMissingMessage] });
      return;
    }
    // A raw body (the payment webhook's, checked against its signature) is the route's to read.
    if (Buffer.isBuffer(body)) return;
    const isObject = body !== null && typeof body === 'object' && !Array.isArray(body);
    if (!isObject && !(Array.isArray(body) && acceptsArrayBody(request))) {
      throw fieldError({ non_field_errors: [jsonObjectMessage] });
    }
    const inBody = findControlCharacter(body);
    if (inBody) throw fieldError({ [inBody[0] ?? 'non_field_errors']: [controlCharacterMessage] });
  });
});

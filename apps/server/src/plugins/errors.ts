import type { FieldErrors } from '@ai-map/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DatabaseUnavailableError } from '../db/bounded-waits';
import { fieldError, fieldsFromIssues, HttpError } from '../lib/http-error';
import { exceedsJsonDepth, tooDeepMessage } from '../lib/json-limits';
import { controlCharacterMessage } from './input-gate';

interface ErrorBody {
  detail: string;
  code: string;
  fields?: FieldErrors;
  [field: string]: unknown;
}

/** The one error shape; field arrays are repeated at the top level for the spec's forms. */
export function errorBody(code: string, detail: string, fields?: FieldErrors): ErrorBody {
  return fields ? { ...fields, detail, code, fields } : { detail, code };
}

export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  detail: string,
  fields?: FieldErrors,
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(code, detail, fields));
}

/** Fastify's own client errors, by code, with the status and wording we answer them with. */
const frameworkErrors: Record<string, [number, string, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', 'Request body is too large.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'payload_too_large', 'Uploaded file is too large.'],
  FST_PARTS_LIMIT: [413, 'payload_too_large', 'Too many parts in the upload.'],
  FST_FILES_LIMIT: [413, 'payload_too_large', 'Too many files in the upload.'],
  FST_FIELDS_LIMIT: [413, 'payload_too_large', 'Too many fields in the upload.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', 'Unsupported media type.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid', 'Request body is not valid JSON.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [
    415,
    'unsupported_media_type',
    'Expected a multipart/form-data body.',
  ],
};

/** What busboy (under @fastify/multipart) throws for a body that does not follow its boundary. */
const MALFORMED_MULTIPART =
  /^Multipart: Boundary not found$|^Boundary required$|unexpected end of multipart data$/i;

/** SQLSTATE (or socket error code) of an error or of one of its causes (drivers wrap them). */
function errorCodeIn(error: unknown, codes: ReadonlySet<string>): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && codes.has(code)) return code;
  }
  return undefined;
}

/**
 * Input the gate (input-gate.ts) should have turned away but that reached the database anyway,
 * e.g. through a multipart field: NUL in text, text where a number belongs, a number beyond the
 * column's range (an id that cannot exist).
 */
const INPUT_SQLSTATES = new Set(['22021', '22P05', '22P02', '22003']);

/**
 * The database is away: refused or dropped connections, a server shutting down or starting
 * (57P0x), connection failures (08xxx), a statement over the app's limit (57014) and a hang
 * seen by db/bounded-waits.ts. Clients are told to come back rather than given a 500.
 */
const UNAVAILABLE_CODES = new Set([
  'DATABASE_UNAVAILABLE',
  '57014',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** node-postgres reports a lost or timed-out connection by message only. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

export function databaseUnavailable(error: unknown): boolean {
  if (errorCodeIn(error, UNAVAILABLE_CODES)) return true;
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (UNAVAILABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}

/** Seconds a client should wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_S = 5;

export const databaseUnavailableDetail =
  'The database is not answering just now. Please try again in a few seconds.';

/** Why the database failed, in one line for /healthz (driver errors may carry whole queries). */
export function unavailableReason(error: unknown): string {
  // Drizzle wraps the driver's error ("Failed query: …"); the cause says what happened.
  let innermost: unknown = error;
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e instanceof DatabaseUnavailableError) return e.reason;
    innermost = e;
  }
  const code = errorCodeIn(error, UNAVAILABLE_CODES);
  const message = innermost instanceof Error ? innermost.message.split('\n')[0]!.slice(0, 200) : '';
  return [message, code && !message.includes(code) ? `(${code})` : ''].filter(Boolean).join(' ');
}

/** Error handling for the whole app: every failure leaves as `{detail, code, fields?}`. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // An empty body declared as JSON means "no body" (the spec's logout sends an optional one);
  // JSON nested beyond the one limit is refused before parsing (lib/json-limits.ts: what walks
  // the value later would overflow the stack); anything else goes through Fastify's parser,
  // which guards against prototype poisoning.
  const parseJson = app.getDefaultJsonParser('error', 'remove');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    if (exceedsJsonDepth(text)) return done(new HttpError(400, 'invalid', tooDeepMessage));
    return parseJson(request, text, done);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterS !== undefined) reply.header('retry-after', String(error.retryAfterS));
      return sendError(reply, error.status, error.code, error.detail, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((item) => ({
        path: item.instancePath.split('/').filter(Boolean),
        message: item.message ?? 'Invalid value.',
        code: item.keyword,
        keys: (item.params as { keys?: string[] }).keys,
      }));
      const { detail, fields } = fieldError(fieldsFromIssues(issues));
      return sendError(reply, 400, 'invalid', detail, fields);
    }
    const known = error.code ? frameworkErrors[error.code] : undefined;
    if (known) return sendError(reply, known[0], known[1], known[2]);
    if (MALFORMED_MULTIPART.test(error.message)) {
      return sendError(reply, 400, 'invalid', 'Malformed multipart/form-data body.');
    }
    const inputCode = errorCodeIn(error, INPUT_SQLSTATES);
    if (inputCode) {
      request.log.warn({ err: error }, 'input reached the database unchecked');
      if (inputCode === '22003') return sendError(reply, 404, 'not_found', 'Not found.');
      if (inputCode === '22P02') return sendError(reply, 400, 'invalid', 'Invalid value.');
      return sendError(reply, 400, 'invalid', controlCharacterMessage);
    }
    if (databaseUnavailable(error)) {
      request.log.error({ err: error }, 'the database is unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
      return sendError(reply, 503, 'service_unavailable', databaseUnavailableDetail);
    }
    if (error.statusCode === 429) {
      return sendError(reply, 429, 'throttled', error.message);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, error.statusCode, 'invalid', error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'server_error', 'Internal server error.');
  });
});

import type { FieldErrors } from '@ai-map/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldError, fieldsFromIssues, HttpError } from '../lib/http-error';

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

/** Error handling for the whole app: every failure leaves as `{detail, code, fields?}`. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // An empty body declared as JSON means "no body" (the spec's logout sends an optional one);
  // anything else goes through Fastify's parser, which guards against prototype poisoning.
  const parseJson = app.getDefaultJsonParser('error', 'remove');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
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

import { z } from 'zod';

/** Field-level messages, keyed by field name (`non_field_errors` for the form as a whole). */
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

/**
 * The one error body every failing call answers with. `detail` is a sentence for people, `code` a
 * stable token for programs, `fields` the per-field messages of a rejected payload. The field
 * arrays are also spread at the top level, because the spec's forms read `email`, `password`,
 * `non_field_errors` there (the Django REST convention the client was written against).
 */
export const ApiErrorSchema = z
  .object({
    detail: z.string(),
    code: z.string(),
    fields: FieldErrorsSchema.optional(),
  })
  .catchall(z.unknown());
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const errorCodes = [
  'invalid',
  'not_authenticated',
  'authentication_failed',
  'permission_denied',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'throttled',
  'server_error',
  'service_unavailable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const DetailSchema = z.object({ detail: z.string() });
export type Detail = z.infer<typeof DetailSchema>;

import type { ErrorCode, FieldErrors } from '@ai-map/contracts';

/**
 * A failure meant for the caller: services throw it, the errors plugin turns it into the one
 * JSON error shape. Anything else that escapes a handler is a bug and answers 500.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly detail: string,
    readonly fields?: FieldErrors,
    /** Sent as `Retry-After` (seconds): the refusal is of the moment (429, 503). */
    readonly retryAfterS?: number,
  ) {
    super(detail);
  }
}

/** 400 with messages under fields; the first field's first message becomes `detail`. */
export function fieldError(fields: FieldErrors): HttpError {
  const first = Object.values(fields).find((list) => list.length > 0)?.[0] ?? 'Invalid input.';
  return new HttpError(400, 'invalid', first, fields);
}

export const notFound = (detail = 'Not found.') => new HttpError(404, 'not_found', detail);
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, 'permission_denied', detail);

/** Field errors from schema issues: the first path segment names the field. */
export function fieldsFromIssues(issues: readonly SchemaIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    // An unexpected key is reported under its own name, like any other field problem.
    const keys = issue.code === 'unrecognized_keys' && issue.keys?.length ? issue.keys : [null];
    for (const unknownKey of keys) {
      const key = unknownKey ?? (issue.path.length ? String(issue.path[0]) : 'non_field_errors');
      (fields[key] ??= []).push(unknownKey ? 'This field is not accepted here.' : issue.message);
    }
  }
  return fields;
}

/** The parts of a zod issue that name a field (also what the validator hands to Fastify). */
export interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  keys?: readonly string[];
}

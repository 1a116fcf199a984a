import { type ApiError, ApiErrorSchema, type FieldErrors, messages } from '@ai-map/contracts';

/** A failed API call: the HTTP status and the server's error body (`{detail, code, fields?}`). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiError;

  constructor(status: number, body: ApiError) {
    super(body.detail);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }
}

/**
 * Reads any answer body into the one error shape. A body that is not that shape (a proxy's HTML
 * page, an empty 502) still yields a readable detail; the spec normalises unknown errors to 500.
 */
export function toApiError(
  body: unknown,
  fallbackDetail: string = messages.somethingWentWrong,
): ApiError {
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  if (typeof body === 'object' && body !== null) {
    // Keep field arrays from a body without detail/code, as some answers carry only those.
    const record = body as Record<string, unknown>;
    return {
      ...record,
      detail: typeof record.detail === 'string' ? record.detail : fallbackDetail,
      code: typeof record.code === 'string' ? record.code : 'server_error',
    };
  }
  return { detail: fallbackDetail, code: 'server_error' };
}

/** Turns anything thrown by a call into an ApiRequestError; non-HTTP failures count as status 500. */
export function toApiRequestError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  return new ApiRequestError(500, toApiError(null));
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * Every field's messages. The server puts them under `fields` and repeats them at the top level
 * (the Django REST shape the forms were written against); both places are read and merged.
 */
export function collectFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiRequestError)) return {};
  const collected: FieldErrors = {};
  const add = (field: string, list: string[]) => {
    const known = collected[field] ?? [];
    collected[field] = [...known, ...list.filter((message) => !known.includes(message))];
  };
  for (const [field, list] of Object.entries(error.body.fields ?? {})) add(field, list);
  for (const [field, value] of Object.entries(error.body)) {
    if (field === 'detail' || field === 'code' || field === 'fields') continue;
    if (isStringArray(value)) add(field, value);
  }
  return collected;
}

/** The first message for a field (registration shows one message per field). */
export function firstFieldError(error: unknown, field: string): string | undefined {
  return collectFieldErrors(error)[field]?.[0];
}

/** All messages for a field joined into one line (login shows them all). */
export function joinedFieldError(error: unknown, field: string): string | undefined {
  const list = collectFieldErrors(error)[field];
  return list && list.length > 0 ? list.join(' ') : undefined;
}

export function hasFieldErrors(error: unknown): boolean {
  return Object.keys(collectFieldErrors(error)).length > 0;
}

/** The sentence to show when no field-level message applies. */
export function errorDetail(error: unknown): string {
  if (error instanceof ApiRequestError) return error.body.detail || messages.somethingWentWrong;
  return messages.somethingWentWrong;
}

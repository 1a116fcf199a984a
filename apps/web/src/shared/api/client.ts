import { API_BASE, CSRF_COOKIE, CSRF_HEADER, type ApiPath } from '@ai-map/contracts';
import type { z } from 'zod';
import { readCookie } from '../lib/cookies';
import { ApiRequestError, toApiError } from './api-error';
import { signOutRejected, useSessionStore } from './session-store';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method?: Method;
  /** A plain object is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  /** Validates the answer so that a server drift fails loudly here, not deep in a component. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Extra request headers a call needs (e.g. a checkout's Idempotency-Key). */
  headers?: Record<string, string>;
}

const SAFE_METHODS = new Set<Method>(['GET']);

/** A path from the contracts' tables (an {@link ApiPath}): no other path type-checks. */
export function apiUrl(path: ApiPath): string {
  return `${API_BASE}/${path.replace(/^\/+/, '')}`;
}

function buildHeaders(
  method: Method,
  body: unknown,
  extra: Record<string, string>,
  token: string | null,
): Headers {
  const headers = new Headers({ ...extra, Accept: 'application/json' });
  if (body !== undefined && !(body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  if (token) headers.set('Authorization', `Token ${token}`);
  // The server checks CSRF on unsafe methods whenever its csrftoken cookie is present.
  const csrf = SAFE_METHODS.has(method) ? undefined : readCookie(CSRF_COOKIE);
  if (csrf) headers.set(CSRF_HEADER, csrf);
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The one way the app talks to the API: adds the token and CSRF headers, parses JSON, turns
 * failures into {@link ApiRequestError} and signs the user out when the token it sent is
 * refused with 401 (spec 000 §7, §8).
 */
export async function apiRequest<T = unknown>(
  path: ApiPath,
  { method = 'GET', body, schema, signal, headers = {} }: RequestOptions<T> = {},
): Promise<T> {
  const token = useSessionStore.getState().token;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers: buildHeaders(method, body, headers, token),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Network failures are normalised to status 500, the spec's default for unknown errors.
    throw new ApiRequestError(500, toApiError(null));
  }

  const payload = await readBody(response);
  if (!response.ok) {
    if (response.status === 401) signOutRejected(token);
    throw new ApiRequestError(
      response.status,
      toApiError(payload, response.statusText || undefined),
    );
  }
  return schema ? schema.parse(payload) : (payload as T);
}

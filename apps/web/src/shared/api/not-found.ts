import { ApiRequestError } from './api-error';

/** True for an API answer that means "no such object" (404, or 410 for a removed one). */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 410);
}

/**
 * Hands a failed page query to the router's error element: a 404 from the API becomes a thrown
 * 404 Response (the not-found page), anything else is rethrown (the server-error page).
 */
export function throwPageError(error: unknown): never {
  if (isNotFoundError(error)) throw new Response(null, { status: 404, statusText: 'Not Found' });
  throw error;
}

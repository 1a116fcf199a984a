import { CHUNK_RELOAD_WINDOW_MS } from '@ai-map/contracts';

/** sessionStorage key holding when the page last reloaded because of a missing chunk. */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

const CHUNK_ERROR_PATTERNS = [
  'Failed to fetch dynamically imported module',
  'Importing a module script failed',
  'error loading dynamically imported module',
  'Unable to preload CSS',
];

/**
 * Whether an error means a script chunk could not be loaded, typically because a new deployment
 * replaced the hashed files the open page still refers to.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'string'
        ? error
        : typeof error === 'object' && error !== null && 'message' in error
          ? String(error.message)
          : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => message.includes(pattern));
}

/**
 * Reload at most once per window (spec 000 §8: once per 60 seconds), so that a chunk that is
 * really gone shows the error page instead of reloading forever.
 */
export function shouldReloadForChunkError(
  now: number,
  lastReloadAt: string | null,
  windowMs: number = CHUNK_RELOAD_WINDOW_MS,
): boolean {
  if (lastReloadAt === null) return true;
  const last = Number(lastReloadAt);
  if (!Number.isFinite(last) || last > now) return true;
  return now - last >= windowMs;
}

import { CHUNK_RELOAD_KEY, shouldReloadForChunkError } from './chunk-reload';

function readLastReload(): string | null {
  try {
    return window.sessionStorage.getItem(CHUNK_RELOAD_KEY);
  } catch {
    return null;
  }
}

/**
 * Reloads the page to pick up the current deployment's chunks, unless it already did so within
 * the window. Returns whether a reload was started, so the caller can show an error instead.
 */
export function reloadAfterChunkError(): boolean {
  const now = Date.now();
  if (!shouldReloadForChunkError(now, readLastReload())) return false;
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without sessionStorage the window cannot be enforced; reloading once is still right.
  }
  window.location.reload();
  return true;
}

/** Vite fires `vite:preloadError` when a chunk's preload fails before the import itself. */
export function listenForChunkPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadAfterChunkError()) event.preventDefault();
  });
}

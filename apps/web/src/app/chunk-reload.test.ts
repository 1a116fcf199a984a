import { CHUNK_RELOAD_WINDOW_MS } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { isChunkLoadError, shouldReloadForChunkError } from './chunk-reload';

describe('isChunkLoadError', () => {
  it('recognises the browsers’ dynamic import failures', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: /assets/about-page-x1.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError({ message: 'Failed to fetch dynamically imported module' })).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(404)).toBe(false);
  });
});

describe('shouldReloadForChunkError', () => {
  const now = 1_700_000_000_000;

  it('reloads when the page never reloaded for a chunk', () => {
    expect(shouldReloadForChunkError(now, null)).toBe(true);
  });

  it('does not reload twice within the window', () => {
    expect(shouldReloadForChunkError(now, String(now - 1_000))).toBe(false);
    expect(shouldReloadForChunkError(now, String(now - CHUNK_RELOAD_WINDOW_MS + 1))).toBe(false);
  });

  it('reloads again once the window has passed', () => {
    expect(shouldReloadForChunkError(now, String(now - CHUNK_RELOAD_WINDOW_MS))).toBe(true);
  });

  it('treats a corrupt or future timestamp as absent', () => {
    expect(shouldReloadForChunkError(now, 'yesterday')).toBe(true);
    expect(shouldReloadForChunkError(now, String(now + 60_000))).toBe(true);
  });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root (this file lives in data/scripts). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the build writes the catalogue; committed, and imported by the server on first start. */
export const bundleDir = path.join(repoRoot, 'data/bundle');

/**
 * The picked open-data inputs of the build (data/sources/<name>/, each with its SOURCE.md:
 * origin, licence, how to read it). They live in the repository so that a clone can rebuild the
 * bundle and run every test; SOURCES_DIR points the build at another copy.
 */
export const sourcesDir = process.env.SOURCES_DIR
  ? path.resolve(process.env.SOURCES_DIR)
  : path.join(repoRoot, 'data/sources');

export function sourcePath(...parts: string[]): string {
  return path.join(sourcesDir, ...parts);
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root (this file lives in data/scripts). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the build writes the catalogue; committed, and imported by the server on first start. */
export const bundleDir = path.join(repoRoot, 'data/bundle');

/**
 * The shared folder of picked data files (see its README.md). It sits beside the checkout; a CI
 * machine or a deployment that keeps it elsewhere sets SHARED_DATA_DIR.
 */
export const sharedDataDir = process.env.SHARED_DATA_DIR
  ? path.resolve(process.env.SHARED_DATA_DIR)
  : path.resolve(repoRoot, '../shared/data');

export function sharedPath(...parts: string[]): string {
  return path.join(sharedDataDir, ...parts);
}

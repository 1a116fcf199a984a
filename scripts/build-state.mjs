import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Newest modification time of the files below `dir` (0 when missing); node_modules/dist skipped. */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * The workspaces `npm start` builds, each with the sources its build reads and the file the
 * build writes last. A build is stale when any source is newer than that output.
 */
export const builds = [
  {
    workspace: '@ai-map/web',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/public',
      'packages/contracts/src',
    ],
    output: 'apps/web/dist/index.html',
  },
  {
    workspace: '@ai-map/server',
    sources: ['apps/server/src', 'apps/server/tsup.config.ts', 'packages/contracts/src'],
    output: 'apps/server/dist/main.js',
  },
];

export function isStale(build, root) {
  const output = path.join(root, build.output);
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return build.sources.some((source) => newestMtime(path.join(root, source)) > built);
}

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// The README promises a Node version; `npm install` warns (EBADENGINE) and the server may fail at
// run time when a production dependency needs a newer one. This keeps the promise, root `engines`
// and the lockfile in step, so a dependency bump that drops that Node fails here, not on a laptop.
const root = fileURLToPath(new URL('..', import.meta.url));
const readJson = (file: string): unknown => JSON.parse(readFileSync(root + file, 'utf8'));

interface LockEntry {
  version?: string;
  dev?: boolean;
  engines?: { node?: string } | string[];
}

function readmeNode(): string {
  const match = /Needs Node\.js (\d+\.\d+) or newer/.exec(readFileSync(root + 'README.md', 'utf8'));
  if (!match?.[1]) throw new Error('README.md no longer says "Needs Node.js X.Y or newer"');
  return `${match[1]}.0`;
}

/** Production packages of the lockfile whose `engines.node` excludes `node`. */
export function packagesExcluding(lock: { packages: Record<string, LockEntry> }, node: string) {
  const excluding: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '' || entry.dev || Array.isArray(entry.engines)) continue;
    const range = entry.engines?.node;
    if (range && !semver.satisfies(node, range))
      excluding.push(`${path}@${entry.version} wants node ${range}`);
  }
  return excluding;
}

describe('Node version promised by the README', () => {
  const node = readmeNode();
  const lock = readJson('package-lock.json') as { packages: Record<string, LockEntry> };

  it('is the root package.json engines range', () => {
    const pkg = readJson('package.json') as { engines: { node: string } };
    expect(semver.minVersion(pkg.engines.node)?.version).toBe(node);
  });

  it('satisfies every production dependency in package-lock.json', () => {
    const withEngines = Object.values(lock.packages).filter(
      (e) => !e.dev && !Array.isArray(e.engines) && e.engines?.node,
    );
    // Guards against a lockfile shape change that would make the check below vacuous.
    expect(withEngines.length).toBeGreaterThan(20);
    expect(packagesExcluding(lock, node)).toEqual([]);
  });

  it('catches a dependency that needs a newer Node (cookie@2 wanted node >=22)', () => {
    const lockWithCookie2 = {
      packages: {
        'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } },
        'node_modules/set-cookie-parser': { version: '2.7.3' },
        'node_modules/vite': { version: '8.3.8', dev: true, engines: { node: '>=22.12.0' } },
      },
    };
    expect(packagesExcluding(lockWithCookie2, node)).toEqual([
      'node_modules/cookie@2.0.2 wants node >=22',
    ]);
  });
});

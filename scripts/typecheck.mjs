// `npm run typecheck`: the `typecheck` script of every workspace that has one, two at a time
// (each tsc is single-threaded; the machines this runs on have two cores or more). The ones
// whose programs are largest (they read the server's sources) go first, so the small ones fill
// the gaps at the end. Each workspace's output is printed in one piece when it ends.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const FIRST = ['bench', 'apps/server', 'apps/web', 'e2e'];
const rank = (workspace) => (FIRST.includes(workspace) ? FIRST.indexOf(workspace) : FIRST.length);
const workspaces = readJson('package.json')
  .workspaces.filter((workspace) => readJson(`${workspace}/package.json`).scripts?.typecheck)
  .sort((a, b) => rank(a) - rank(b));
const jobs = Math.max(1, Math.min(Number(process.env.TYPECHECK_JOBS) || 2, availableParallelism()));

function check(workspace) {
  return new Promise((resolve) => {
    const started = Date.now();
    const run = spawn('npm', ['run', 'typecheck', '--silent'], {
      cwd: path.join(root, workspace),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    run.stdout.on('data', (chunk) => (output += chunk));
    run.stderr.on('data', (chunk) => (output += chunk));
    run.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`typecheck ${workspace}: ${code === 0 ? 'ok' : 'failed'} (${seconds} s)`);
      if (output) process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

const queue = [...workspaces];
let failed = false;
await Promise.all(
  Array.from({ length: jobs }, async () => {
    while (queue.length) if (!(await check(queue.shift()))) failed = true;
  }),
);
process.exit(failed ? 1 : 0);

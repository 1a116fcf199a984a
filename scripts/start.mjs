// `npm start`: build whatever is missing or older than its sources, then run the server, which
// migrates the database and serves the API and the web app on one port.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { builds, isStale } from './build-state.mjs';

const root = path.resolve(import.meta.dirname, '..');

for (const build of builds) {
  if (!isStale(build, root)) continue;
  console.log(`Building ${build.workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

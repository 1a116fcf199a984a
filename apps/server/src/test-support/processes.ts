import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../..');

/** A TCP port free right now (for a process that listens later). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Runs a script of the server workspace (`src/main.ts`, `src/cli/…`) in a process of its own,
 * as an operator would: tests of what happens between processes (locks, crashes) need real ones.
 */
export function runServerScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): ServerProcess {
  // tsx as a loader, not its CLI: the CLI would run the script in a child with another pid.
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** The environment of a server on `dataDir` and `port` without the catalogue or the web app. */
export function bareServerEnv(dataDir: string, port: number): Record<string, string> {
  const nothing = path.join(dataDir, 'nothing');
  return {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    BUNDLE_DIR: nothing,
    WEB_DIST_DIR: nothing,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  };
}

/** Waits until the server answers /healthz (its start-up, migrations included, is done). */
export async function untilHealthy(base: string, server: ServerProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(`${base}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    if (server.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the server did not start:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

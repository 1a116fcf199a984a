import { apiPaths } from '@ai-map/contracts';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, registrationForm, STRONG_PASSWORD } from '../test-support/api';
import {
  bareServerEnv,
  freePort,
  runServerScript as run,
  type ServerProcess,
  untilHealthy,
} from '../test-support/processes';
import { DataDirLockedError, lockDataDir, type LockHolder } from './data-dir-lock';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'ai-map-lock-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** The pid of a process that has just ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

const lockFile = () => path.join(folder, 'db.lock');

describe('the embedded database lock', () => {
  it('refuses a second holder and names the first', async () => {
    const first = await lockDataDir(folder, 'server');
    const refused = await lockDataDir(folder, 'data:import').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    const holder = (refused as DataDirLockedError).holder;
    expect(holder).toEqual({
      pid: process.pid,
      host: os.hostname(),
      since: first.holder.since,
      role: 'server',
    });
    expect((refused as Error).message).toContain(`server process ${process.pid} since`);
    await first.release();
    const second = await lockDataDir(folder, 'data:import');
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({ role: 'data:import' });
    await second.release();
  });

  it('takes over the lock of a process that died, once among many contenders', async () => {
    const stale: LockHolder = {
      pid: await deadPid(),
      host: os.hostname(),
      since: '2026-01-01T00:00:00.000Z',
      role: 'server',
    };
    await writeFile(lockFile(), JSON.stringify(stale));
    // Every contender here is this process, so exactly one may win; the others see it alive.
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => lockDataDir(folder, 'server')),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const lost of results.filter((r) => r.status === 'rejected')) {
      expect(lost.reason).toBeInstanceOf(DataDirLockedError);
    }
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it('takes over a lock file cut short by a crash', async () => {
    await writeFile(lockFile(), '{"pid": 12');
    const lock = await lockDataDir(folder, 'server');
    expect(lock.holder.pid).toBe(process.pid);
  });

  it("keeps another machine's lock: its process cannot be checked from here", async () => {
    const remote = { pid: 1, host: `${os.hostname()}-other`, since: 'x', role: 'server' };
    await writeFile(lockFile(), JSON.stringify(remote));
    await expect(lockDataDir(folder, 'server')).rejects.toThrow(/on .*-other since/);
  });
});

const post = (base: string, route: string, body: unknown) =>
  fetch(`${base}${api(route)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('two processes on one DATA_DIR', () => {
  const started: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of started) server.child.kill('SIGKILL');
  });

  it('refuses the second server and the import, and loses nothing', async () => {
    const dataDir = folder;
    const env = (port: number) => bareServerEnv(dataDir, port);
    const portA = await freePort();
    const baseA = `http://127.0.0.1:${portA}`;
    const first = run('src/main.ts', [], env(portA));
    started.push(first);
    await untilHealthy(baseA, first);

    const before = registrationForm();
    expect((await post(baseA, apiPaths.registration, before)).status).toBe(201);

    const portB = await freePort();
    const second = run('src/main.ts', [], env(portB));
    started.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`in use by server process ${first.child.pid} since`);

    const importer = run('src/cli/import-osm.ts', ['nothing.osm.pbf'], env(portB));
    expect(await importer.exited).toBe(1);
    expect(importer.output()).toContain(`Not imported: The embedded database in ${dataDir}`);
    expect(importer.output()).toContain(`server process ${first.child.pid}`);

    // The first server went on serving; a sign-up after the refusals is kept too.
    const after = registrationForm();
    expect((await post(baseA, apiPaths.registration, after)).status).toBe(201);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const again = run('src/main.ts', [], env(portA));
    started.push(again);
    await untilHealthy(baseA, again);
    for (const form of [before, after]) {
      const login = await post(baseA, apiPaths.login, {
        email: form.email,
        password: STRONG_PASSWORD,
      });
      expect(login.status).toBe(200);
    }
    // Killed outright, it leaves its lock behind; the next start takes it over.
    again.child.kill('SIGKILL');
    await again.exited;
    const lock = JSON.parse(await readFile(path.join(dataDir, 'db.lock'), 'utf8')) as LockHolder;
    expect(lock.pid).toBe(again.child.pid);
    const last = run('src/main.ts', [], env(portA));
    started.push(last);
    await untilHealthy(baseA, last);
    last.child.kill('SIGTERM');
    expect(await last.exited).toBe(0);
  }, 240_000);
});

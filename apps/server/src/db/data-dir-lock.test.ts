import { apiPaths } from '@ai-map/contracts';
import { type ChildProcess, spawn } from 'node:child_process';
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
import {
  currentBootId,
  DataDirLockedError,
  lockDataDir,
  type LockHolder,
  processStartTicks,
} from './data-dir-lock';

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

/** A process that lives until the test kills it (the holder of a lock, or a pid's new owner). */
async function liveProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child;
}
const living: ChildProcess[] = [];
afterAll(() => living.forEach((child) => child.kill('SIGKILL')));

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
      bootId: currentBootId(),
      startTicks: processStartTicks(process.pid),
    });
    expect(holder.startTicks).toBeGreaterThan(0);
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

  it('takes over a lock whose pid now belongs to another process (a restarted container)', async () => {
    // The container's server was pid 1 and is pid 1 again: the lock names this very pid, but
    // the process that wrote it started earlier.
    const before: LockHolder = {
      pid: process.pid,
      host: os.hostname(),
      since: '2026-01-01T00:00:00.000Z',
      role: 'server',
      bootId: currentBootId(),
      startTicks: processStartTicks(process.pid)! - 500,
    };
    await writeFile(lockFile(), JSON.stringify(before));
    const lock = await lockDataDir(folder, 'server');
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({
      pid: process.pid,
      startTicks: processStartTicks(process.pid),
    });
    await lock.release();

    // Another live process holding the pid now counts as gone just the same.
    const other = await liveProcess();
    living.push(other);
    await writeFile(
      lockFile(),
      JSON.stringify({ ...before, pid: other.pid, startTicks: processStartTicks(other.pid!)! - 1 }),
    );
    await (await lockDataDir(folder, 'server')).release();
  });

  it('takes over a lock written before a reboot, although its pid is alive', async () => {
    const other = await liveProcess();
    living.push(other);
    const stale: LockHolder = {
      pid: other.pid!,
      host: os.hostname(),
      since: '2026-01-01T00:00:00.000Z',
      role: 'server',
      bootId: '00000000-0000-0000-0000-000000000000',
      startTicks: processStartTicks(other.pid!)!,
    };
    await writeFile(lockFile(), JSON.stringify(stale));
    await (await lockDataDir(folder, 'server')).release();
  });

  it('refuses while the process that wrote the lock lives, old locks without start times too', async () => {
    const holder = await liveProcess();
    living.push(holder);
    const live: LockHolder = {
      pid: holder.pid!,
      host: os.hostname(),
      since: '2026-01-01T00:00:00.000Z',
      role: 'server',
      bootId: currentBootId(),
      startTicks: processStartTicks(holder.pid!)!,
    };
    await writeFile(lockFile(), JSON.stringify(live));
    await expect(lockDataDir(folder, 'server')).rejects.toThrow(
      `in use by server process ${holder.pid} since`,
    );
    const { bootId: _bootId, startTicks: _startTicks, ...old } = live;
    await writeFile(lockFile(), JSON.stringify(old));
    await expect(lockDataDir(folder, 'server')).rejects.toBeInstanceOf(DataDirLockedError);
    // Once it has ended, its lock is stale.
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    await (await lockDataDir(folder, 'server')).release();
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

  it('starts after a container restart: the lock names a pid that is alive, but another process', async () => {
    const dataDir = folder;
    const reused = await liveProcess();
    living.push(reused);
    const stale: LockHolder = {
      pid: reused.pid!,
      host: os.hostname(),
      since: '2026-01-01T00:00:00.000Z',
      role: 'server',
      bootId: currentBootId(),
      startTicks: processStartTicks(reused.pid!)! - 1000,
    };
    await writeFile(path.join(dataDir, 'db.lock'), JSON.stringify(stale));
    const port = await freePort();
    const server = run('src/main.ts', [], bareServerEnv(dataDir, port));
    started.push(server);
    await untilHealthy(`http://127.0.0.1:${port}`, server);
    const lock = JSON.parse(await readFile(path.join(dataDir, 'db.lock'), 'utf8')) as LockHolder;
    expect(lock.pid).toBe(server.child.pid);
    // And the live server still refuses a second one.
    const second = run('src/main.ts', [], bareServerEnv(dataDir, await freePort()));
    started.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`in use by server process ${server.child.pid} since`);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);
});

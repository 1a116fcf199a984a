import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { link, mkdir, readFile, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Who holds an embedded database: written into the lock file, shown to whoever is refused. */
export interface LockHolder {
  pid: number;
  host: string;
  /** ISO time the holder took the lock. */
  since: string;
  /** What the holder is, e.g. "server" or "data:import". */
  role: string;
  /**
   * The kernel's boot id and the holder's start time (clock ticks after boot, /proc/<pid>/stat):
   * a pid alone is reused, e.g. by a restarted container whose server is pid 1 again. Absent
   * where /proc is not (macOS) and in locks written before they were recorded.
   */
  bootId?: string;
  startTicks?: number;
}

/** A second process found the embedded database in use; the message names the holder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${folder} is in use by ${holder.role} process ${holder.pid}` +
        `${holder.host === os.hostname() ? '' : ` on ${holder.host}`} since ${holder.since}. ` +
        'Two processes on one embedded database lose each other’s writes: stop that process ' +
        'first, or give this one another DATA_DIR (or a shared PostgreSQL server via DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  readonly holder: LockHolder;
  /** Removes the lock file, if it is still this process's. */
  release(): Promise<void>;
}

/** This boot of the kernel (Linux); a container shares its host's. */
export function currentBootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * When process `pid` started, in clock ticks after boot (field 22 of /proc/<pid>/stat), or
 * undefined without /proc or without that process. Counted after the command name's closing
 * parenthesis: the name itself may hold spaces and parentheses.
 */
export function processStartTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields after the name start at field 3 (state); field 22 is starttime.
    const ticks = Number(fields[22 - 3]);
    return Number.isSafeInteger(ticks) ? ticks : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the holder is alive; a lock of another machine counts as alive (its process cannot be
 * checked from here). On this machine the pid must be alive and, where the lock records them,
 * the boot and the start time must be the holder's: after a reboot, or a container restart that
 * gave the pid to another process (often this very one: the server is pid 1 again), the lock is
 * stale although its pid runs.
 */
function holderAlive(holder: LockHolder): boolean {
  // pid 0 would address our own process group; an unreadable lock names no process at all.
  if (!Number.isInteger(holder.pid) || holder.pid <= 0) return false;
  if (holder.host !== os.hostname()) return true;
  if (holder.bootId !== undefined) {
    const bootId = currentBootId();
    if (bootId !== undefined && bootId !== holder.bootId) return false;
  }
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  if (holder.startTicks !== undefined) {
    const started = processStartTicks(holder.pid);
    // Unreadable (no /proc, or a hidepid mount): the pid check above has to do.
    if (started !== undefined && started !== holder.startTicks) return false;
  }
  return true;
}

async function readHolder(file: string): Promise<LockHolder | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as LockHolder;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    // A lock file cut short by a crash while it was written holds no live owner.
    return { pid: 0, host: os.hostname(), since: 'an unknown time', role: 'unknown' };
  }
}

const sameHolder = (a: LockHolder, b: LockHolder) =>
  a.pid === b.pid && a.host === b.host && a.since === b.since && a.startTicks === b.startTicks;

/** A takeover left behind by a process killed in the middle of it is given up after this. */
const TAKEOVER_STALE_MS = 10_000;

/**
 * Makes `folder` (DATA_DIR) one process's at a time: the embedded database (PGlite) has no lock
 * of its own, and two processes writing to it lose each other's writes. The lock is a file
 * `db.lock` naming the holder, created atomically (written under a private name, then
 * hard-linked into place, which fails when it exists). A lock whose process has died (kill -9,
 * power loss, a reboot, a container restart that reused its pid; see {@link holderAlive}) is
 * taken over: one contender at a time, under a `db.lock.takeover` folder (mkdir
 * is atomic), re-reading the lock there so a lock that a live process took meanwhile is kept.
 */
export async function lockDataDir(folder: string, role: string): Promise<DataDirLock> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, 'db.lock');
  const takeover = `${file}.takeover`;
  const bootId = currentBootId();
  const startTicks = processStartTicks(process.pid);
  const holder: LockHolder = {
    pid: process.pid,
    host: os.hostname(),
    since: new Date().toISOString(),
    role,
    ...(bootId !== undefined && { bootId }),
    ...(startTicks !== undefined && { startTicks }),
  };
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, JSON.stringify(holder));
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      try {
        await link(draft, file);
        return {
          file,
          holder,
          async release() {
            const current = await readHolder(file);
            if (current && sameHolder(current, holder)) await unlink(file);
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const current = await readHolder(file);
      if (!current) continue;
      if (holderAlive(current)) throw new DataDirLockedError(folder, current);
      await removeStaleLock(file, takeover, current);
    }
    throw new Error(`Could not take the lock ${file}: it keeps changing hands.`);
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

/** Removes a dead holder's lock unless another contender is doing so or has already replaced it. */
async function removeStaleLock(file: string, takeover: string, stale: LockHolder): Promise<void> {
  try {
    await mkdir(takeover);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const started = await stat(takeover).catch(() => undefined);
    if (started && Date.now() - started.mtimeMs > TAKEOVER_STALE_MS) {
      await rmdir(takeover).catch(() => undefined);
    } else {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return;
  }
  try {
    const current = await readHolder(file);
    if (current && sameHolder(current, stale)) await unlink(file);
  } finally {
    await rmdir(takeover).catch(() => undefined);
  }
}

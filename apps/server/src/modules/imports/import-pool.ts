import {
  IMPORT_READ_MEMORY_LIMIT_MB,
  IMPORT_READ_TIME_LIMIT_S,
  IMPORT_RETRY_AFTER_S,
  importMessages,
} from '@ai-map/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { HttpError } from '../../lib/http-error';
import type { ReadFile } from './import-file';
import type { ReadOutcome, ReadTask, ReadTestHook } from './import-worker';

export interface ImportPoolOptions {
  /** Threads reading files at once; each may hold one file's whole document in memory. */
  threads: number;
  /** Files that may wait for a free thread; one more answers 503. */
  queue: number;
  /** How long a thread may read one file, from when it takes it. */
  timeLimitMs: number;
  /** The heap (V8's old generation) a reading thread may grow to. */
  memoryLimitMb: number;
  /** Tests of the limits only (import-worker.ts). */
  testHook?: ReadTestHook;
}

/**
 * Two threads and two waiting files: on two cores, more readers would take the CPU from the
 * requests, and each holds up to `memoryLimitMb` besides.
 */
export const importPoolDefaults: ImportPoolOptions = {
  threads: 2,
  queue: 2,
  timeLimitMs: IMPORT_READ_TIME_LIMIT_S * 1000,
  memoryLimitMb: IMPORT_READ_MEMORY_LIMIT_MB,
};

/**
 * From source (tsx, Vitest) the thread loads the worker's TypeScript through tsx; the build
 * emits it as dist/import-worker.js beside main.js and its chunks (tsup.config.ts).
 */
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(
  fromSource ? './import-worker.ts' : './import-worker.js',
  import.meta.url,
).href;

/**
 * The import files' readers (issue 28 §3): a small pool of worker threads, so that no file,
 * however large or hostile, holds up the event loop that answers everyone else; each read is
 * stopped past its time and memory limits. Also at most one import at a time per client: the
 * import service holds a client's slot from its first read to its last write.
 */
export class ImportPool {
  private readonly pool: Piscina;
  private readonly clientsBusy = new Set<string>();
  /** Reads running or waiting for a thread. */
  private reading = 0;
  /** Reads handed to piscina, at most one per thread. */
  private running = 0;
  /**
   * Reads waiting for a thread, in order. They wait here, not in piscina's queue: a read it
   * stops (the time limit) takes its thread away, and with `minThreads: 0` piscina 5.3 starts
   * no new one for the tasks already queued, which then wait forever.
   */
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly options: ImportPoolOptions,
    log: FastifyBaseLogger,
  ) {
    this.pool = new Piscina({
      filename: workerFile,
      minThreads: 0,
      maxThreads: options.threads,
      // A started thread stays for the next import a while (starting one takes ~0.1 s).
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: options.memoryLimitMb },
      // Below the event loop's priority (a Linux thread has its own nice value; @napi-rs/nice,
      // an optional dependency of piscina's, sets it): on a busy machine the requests' thread
      // gets the cores first and a read waits, rather than the other way round.
      niceIncrement: 10,
      ...(fromSource && { execArgv: ['--import', 'tsx'] }),
      ...(options.testHook && { workerData: { testHook: options.testHook } }),
    });
    // A thread that fails outside a task (it could not start) must not end the process.
    this.pool.on('error', (error: unknown) => log.error({ err: error }, 'an import reader failed'));
  }

  /**
   * Takes `client`'s one import slot (429 while it is taken); call the returned function when
   * the import is over, whatever its outcome.
   */
  claim(client: string): () => void {
    if (this.clientsBusy.has(client)) {
      throw new HttpError(
        429,
        'throttled',
        importMessages.oneAtATime,
        undefined,
        IMPORT_RETRY_AFTER_S,
      );
    }
    this.clientsBusy.add(client);
    return () => this.clientsBusy.delete(client);
  }

  /** Reads a file on a thread of the pool: its points, or the refusal readImportFile gives. */
  async read(fileName: string, bytes: Uint8Array): Promise<ReadFile> {
    if (this.reading >= this.options.threads + this.options.queue) {
      throw new HttpError(
        503,
        'service_unavailable',
        importMessages.serverBusy,
        undefined,
        IMPORT_RETRY_AFTER_S,
      );
    }
    this.reading += 1;
    try {
      await this.turn();
      try {
        return await this.readOnThread(fileName, bytes);
      } finally {
        this.handOver();
      }
    } finally {
      this.reading -= 1;
    }
  }

  private async turn(): Promise<void> {
    if (this.running < this.options.threads) {
      this.running += 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  /** Gives the thread's place to the next waiting read, or frees it. */
  private handOver() {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }

  private async readOnThread(fileName: string, bytes: Uint8Array): Promise<ReadFile> {
    const stop = new AbortController();
    const { port1, port2 } = new MessageChannel();
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    port1.once('message', () => {
      timer = setTimeout(() => {
        timedOut = true;
        stop.abort();
      }, this.options.timeLimitMs);
    });
    try {
      const task: ReadTask = { fileName, bytes, started: port2 };
      const outcome = (await this.pool.run(task, {
        transferList: [port2],
        signal: stop.signal,
      })) as ReadOutcome;
      if (!outcome.ok) throw new HttpError(outcome.status, outcome.code, outcome.detail);
      return outcome.read;
    } catch (error) {
      if (timedOut) {
        throw new HttpError(
          422,
          'invalid',
          importMessages.tooSlow(Math.round(this.options.timeLimitMs / 1000)),
        );
      }
      if ((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        throw new HttpError(
          413,
          'payload_too_large',
          importMessages.tooMuchMemory(this.options.memoryLimitMb),
        );
      }
      throw error;
    } finally {
      clearTimeout(timer);
      port1.close();
    }
  }

  /** Stops the threads, ending any read in progress (the app is closing). */
  close(): Promise<void> {
    return this.pool.destroy();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's import readers (its AppContext's), for tests' contexts of the running app. */
    importPool: ImportPool;
  }
}

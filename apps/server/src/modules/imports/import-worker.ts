import type { ErrorCode } from '@ai-map/contracts';
import type { MessagePort } from 'node:worker_threads';
import { workerData } from 'piscina';
import { HttpError } from '../../lib/http-error';
import { readImportFile, type ReadFile } from './import-file';

/**
 * The thread that reads import files (import-pool.ts runs it): unpacking, XML/JSON/CSV parsing
 * and point extraction are CPU-bound and build the whole document in memory, so they run here,
 * under the pool's time and memory limits, instead of on the event loop that answers requests.
 */

export interface ReadTask {
  fileName: string;
  bytes: Uint8Array;
  /** Told when this thread takes the task: the time limit counts from then, not from the queue. */
  started: MessagePort;
}

/** A refusal crosses the thread as plain data: a thrown HttpError would lose its fields. */
export type ReadOutcome =
  { ok: true; read: ReadFile } | { ok: false; status: number; code: ErrorCode; detail: string };

/**
 * Misbehaviour for the tests of the limits, set only through ImportPoolOptions.testHook (never
 * by configuration): `spin` reads forever, `grow` keeps allocating, as a hostile file might.
 */
export type ReadTestHook = 'spin' | 'grow';

function misbehave(hook: ReadTestHook) {
  if (hook === 'spin') for (;;);
  const held: number[][] = [];
  for (;;) held.push(Array.from({ length: 10_000 }, (_, i) => i));
}

export default function readInWorker(task: ReadTask): ReadOutcome {
  task.started.postMessage('started');
  task.started.close();
  const hook = (workerData as { testHook?: ReadTestHook } | undefined)?.testHook;
  if (hook) misbehave(hook);
  try {
    return { ok: true, read: readImportFile(task.fileName, task.bytes) };
  } catch (error) {
    if (error instanceof HttpError) {
      return { ok: false, status: error.status, code: error.code, detail: error.detail };
    }
    throw error;
  }
}

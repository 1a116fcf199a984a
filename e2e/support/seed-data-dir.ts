import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SEED_HEALTHY_WITHIN_MS, spawnServer } from './harness';

/**
 * The e2e run's global set-up: one server of this build starts on an empty data directory
 * (migrations, world catalogue import, holidays, blog) and stops; every e2e server then starts
 * on a copy of that directory (harness.ts `newDataDir`): the run's shared server
 * (shared-server.ts) and each server a file starts for itself, so the catalogue is imported once
 * per run. A seed given from outside (E2E_SEED_DATA_DIR) is used as is.
 */
export default async function seedDataDir() {
  if (process.env.E2E_SEED_DATA_DIR) return undefined;
  const started = Date.now();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ai-map-e2e-seed-'));
  const server = await spawnServer(dir);
  try {
    await server.healthy(SEED_HEALTHY_WITHIN_MS);
  } catch (error) {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  await server.stop();
  // Forked test workers inherit the environment, and harness.ts reads it there.
  process.env.E2E_SEED_DATA_DIR = dir;
  console.log(`e2e seed data directory filled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return async () => {
    delete process.env.E2E_SEED_DATA_DIR;
    await rm(dir, { recursive: true, force: true });
  };
}

import { renameSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestSmtp, type ReceivedMail } from '../../apps/server/src/test-support/test-smtp';
import { newDataDir, SHARED_ENV, spawnServer, warmUp } from './harness';

/**
 * The e2e run's second global set-up (after seed-data-dir.ts): one server of this build on a copy
 * of the seed, warmed up, for every file that needs no server environment of its own (harness.ts
 * `startE2E`). Such a file used to start its own server (10–20 s of CPU on the two cores, minutes
 * over a run); they find their users, trips and mail by their own unique addresses, so they need
 * no database of their own. The server's mail goes to an SMTP server here, which writes each
 * message to a directory the test files read (`mailDirReader`); its output goes to a file.
 */
export default async function sharedServer() {
  const started = Date.now();
  const work = await mkdtemp(path.join(os.tmpdir(), 'ai-map-e2e-shared-'));
  const mailDir = path.join(work, 'mail');
  const logFile = path.join(work, 'server.log');
  await mkdir(mailDir);
  let count = 0;
  const smtp = await startTestSmtp({
    onReceived(mail: ReceivedMail) {
      count += 1;
      const file = path.join(mailDir, `${String(count).padStart(6, '0')}.json`);
      writeFileSync(`${file}.part`, JSON.stringify(mail));
      renameSync(`${file}.part`, file);
    },
  });
  const dataDir = await newDataDir();
  const server = await spawnServer(dataDir, { SMTP_URL: smtp.url }, logFile);
  const stopAll = async () => {
    await server.stop();
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
  };
  try {
    await server.healthy();
    await warmUp(server.baseUrl);
  } catch (error) {
    await stopAll();
    throw error;
  }
  // Forked test workers inherit the environment, and harness.ts reads it there.
  process.env[SHARED_ENV.url] = server.baseUrl;
  process.env[SHARED_ENV.mailDir] = mailDir;
  process.env[SHARED_ENV.logFile] = logFile;
  console.log(`e2e shared server up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return async () => {
    for (const name of Object.values(SHARED_ENV)) delete process.env[name];
    await stopAll();
  };
}

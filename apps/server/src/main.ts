import { mkdir } from 'node:fs/promises';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { ensureCatalog } from './modules/catalog/import/ensure-catalog';

/** config → database (migrated) → catalogue import on first start → listen; SIGINT/SIGTERM close the server and database cleanly. */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: config.pgliteDir },
  );
  await database.migrate();
  const app = await buildApp(config, { database });
  await ensureCatalog(database.db, config.bundleDir, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.driver, web: config.webDistDir, publicUrl: config.publicUrl },
    `AI travel map is running at ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

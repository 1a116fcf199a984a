import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { installLastResort } from './lib/last-resort';
import { CatalogueEvents } from './modules/catalog/import/catalogue-events';
import { ensureCatalog } from './modules/catalog/import/ensure-catalog';
import { defaultLandMask } from './modules/planner/itinerary/land-mask';
import { defaultRailStations } from './modules/planner/itinerary/rail-stations';

/** config → database (migrated) → catalogue import on first start → listen; SIGINT/SIGTERM close the server and database cleanly. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl }
      : { pgliteDir: config.pgliteDir, role: 'server' },
  );
  await database.migrate();
  const catalogue = new CatalogueEvents();
  const app = await buildApp(config, { database, catalogue });
  installLastResort(process, app.log, (code) => process.exit(code));
  await ensureCatalog(database.db, config.bundleDir, app.log, catalogue);
  // The planner's land (1:10m) and railway stations are built once, here rather than in the
  // first traveller's chat turn (about 1.5 s of CPU).
  const warm = Date.now();
  defaultLandMask();
  defaultRailStations();
  app.log.info({ ms: Date.now() - warm }, 'planner land and railway stations ready');

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

/** The error and its causes in a few lines: driver errors carry whole queries and parameters. */
function describe(error: unknown): string {
  const lines: string[] = [];
  for (let e: unknown = error; e instanceof Error && lines.length < 4; e = e.cause) {
    lines.push(e.message.length > 500 ? `${e.message.slice(0, 500)}…` : e.message);
  }
  return lines.length ? lines.join('\n  caused by: ') : String(error);
}

main().catch((error: unknown) => {
  console.error(`The server could not start: ${describe(error)}`);
  process.exit(1);
});

import type { AppContext } from '../app-context';
import type { createTestApp } from './test-app';

/**
 * An AppContext on a test app's database, for calling services directly (the limits the
 * planner will call, the expiry sweep). Its mailer drops mail: these calls send none.
 */
export function contextOf(t: Awaited<ReturnType<typeof createTestApp>>): AppContext {
  return {
    config: t.config,
    db: t.database.db,
    mailer: { send: async () => undefined, close: () => undefined },
    log: t.app.log,
    catalogue: t.catalogue,
    // The app's own bus, so that changes published here reach the app's sockets.
    bus: t.app.realtimeBus,
    imports: t.app.importPool,
  };
}

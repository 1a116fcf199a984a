import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { CatalogueEvents } from './modules/catalog/import/catalogue-events';
import type { ImportPool } from './modules/imports/import-pool';
import type { Mailer } from './modules/mail/mailer';
import type { RealtimeBus } from './plugins/realtime-bus';

/** What services need from the running app; routes pass it in, tests build their own. */
export interface AppContext {
  config: Config;
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Fired when a catalogue import finished, so in-memory copies are rebuilt. */
  catalogue: CatalogueEvents;
  /** Live updates to open sockets, across instances when Redis is configured. */
  bus: RealtimeBus;
  /** The threads that read import files, off the event loop (issue 28 §3). */
  imports: ImportPool;
}

/**
 * What the built-in brain reads from messages on the full catalogue, one line of intents each:
 * for finding why a traveller's message was misread before writing the test that pins it.
 * Run: npx tsx eval/debug-understand.ts "9 days on the isle of man" "…" (after one eval run has
 * written /tmp/eval-catalogue.tar with --reuse-catalogue, or it imports the catalogue first).
 */
import { createDatabaseGazetteer } from '../src/modules/assistant/brain/gazetteer.repository';
import { understand } from '../src/modules/assistant/brain/understand';
import { appWithCatalogue } from './catalogue-cache';

const { t } = await appWithCatalogue('/tmp/eval-catalogue.tar');
const gazetteer = createDatabaseGazetteer(t.database.db);
for (const message of process.argv.slice(2)) {
  const intents = await understand(message, { gazetteer, now: new Date() });
  process.stdout.write(`${message}\n  -> ${JSON.stringify(intents)}\n`);
}
await t.close();

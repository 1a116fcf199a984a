import path from 'node:path';
import { openDatabase } from './src/db/client';
import { createDatabaseGazetteer } from './src/modules/assistant/brain/gazetteer.repository';
import { understand } from './src/modules/assistant/brain/understand';
const h = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/assistant_explore' });
const g = createDatabaseGazetteer(h.db);
for (const t of process.argv.slice(2)) console.log(t, JSON.stringify(await understand(t, { gazetteer: g, now: new Date() })).slice(0, 400));
await h.close();

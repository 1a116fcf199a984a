import path from 'node:path';
import { importBundle } from '../catalog/import/bundle-import';
import { silentProgress } from '../catalog/import/progress';
import { createTestApp } from '../../test-support/test-app';
import { extraTestPlaces, testPlaces, writeTestBundle } from '../../test-support/test-bundle';

/** The test app with the test catalogue plus `extraTestPlaces` (a second bundle version). */
export async function createCatalogueTestApp() {
  const t = await createTestApp({ catalogue: true });
  const dir = await writeTestBundle(
    path.join(t.config.dataDir, 'bundle-extra'),
    { places: [...testPlaces, ...extraTestPlaces] },
    'test-extra',
  );
  await importBundle(t.database.db, dir, silentProgress);
  return t;
}

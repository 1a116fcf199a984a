import { and, count, eq, isNotNull } from 'drizzle-orm';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { catalogImports, cities, places } from '../../../db/schema';
import { createTestDatabase } from '../../../test-support/test-database';
import { importOsmFile } from './osm-import';
import { silentProgress } from './progress';

/** The real extracts in the repository (data/sources/osm). */
const extract = (name: string) =>
  path.resolve(import.meta.dirname, '../../../../../../data/sources/osm', name);

describe('OpenStreetMap import', () => {
  let handle: DatabaseHandle;
  let dir: string;
  beforeAll(async () => {
    handle = await createTestDatabase(undefined, 'catalogue');
    dir = await mkdtemp(path.join(os.tmpdir(), 'ai-map-osm-'));
  });
  afterAll(async () => {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  });

  const osmPlaces = async () =>
    (await handle.db.select({ n: count() }).from(places).where(eq(places.source, 'osm')))[0]!.n;

  it('loads the places of an extract and places them in the nearest city', async () => {
    const before = await osmPlaces();
    const result = await importOsmFile(
      handle.db,
      extract('malta-2018-08-27.osm.pbf'),
      silentProgress,
    );
    expect(result.imported).toBe(true);
    expect(result.places).toBeGreaterThan(2000);
    expect(result.byKind.food).toBeGreaterThan(500);
    expect(result.byKind.shop).toBeGreaterThan(500);
    expect(result.byKind.attraction).toBeGreaterThan(500);
    // The fixture bundle already holds two OSM records; n1/n2 are not Maltese ids, so all add up.
    expect(await osmPlaces()).toBe(before + result.places);

    const [valletta] = await handle.db.select().from(cities).where(eq(cities.slug, 'valletta'));
    const inValletta = await handle.db
      .select({ n: count() })
      .from(places)
      .where(and(eq(places.source, 'osm'), eq(places.cityId, valletta!.id)));
    expect(inValletta[0]!.n).toBeGreaterThan(300);
    // Derived counts follow the import.
    expect(valletta!.foodCount).toBeGreaterThan(100);
    const located = await handle.db
      .select({ n: count() })
      .from(places)
      .where(and(eq(places.source, 'osm'), isNotNull(places.countryId)));
    expect(located[0]!.n).toBeGreaterThan(2000);
    // Dated by the extract's name: Malta's places are as of 27 August 2018.
    const dated = await handle.db
      .selectDistinct({ dataDate: places.dataDate })
      .from(places)
      .where(and(eq(places.source, 'osm'), eq(places.cityId, valletta!.id)));
    expect(dated).toEqual([{ dataDate: '2018-08-27' }]);
  });

  it('does nothing for a file it has imported', async () => {
    const before = await osmPlaces();
    const again = await importOsmFile(
      handle.db,
      extract('malta-2018-08-27.osm.pbf'),
      silentProgress,
    );
    expect(again.imported).toBe(false);
    expect(await osmPlaces()).toBe(before);
  });

  it('refuses a corrupt file with a clear message and changes nothing', async () => {
    const before = await osmPlaces();
    const imports = await handle.db.select({ n: count() }).from(catalogImports);
    const source = await readFile(extract('singapore-bayfront-2019-12.osm.pbf'));
    const truncated = path.join(dir, 'broken.osm.pbf');
    await writeFile(truncated, source.subarray(0, Math.floor(source.length * 0.6)));
    await expect(importOsmFile(handle.db, truncated, silentProgress)).rejects.toThrow(
      /broken\.osm\.pbf/,
    );
    expect(await osmPlaces()).toBe(before);
    expect(await handle.db.select({ n: count() }).from(catalogImports)).toEqual(imports);

    const notOsm = path.join(dir, 'notes.osm.pbf');
    await copyFile(path.resolve(import.meta.dirname, 'osm-import.ts'), notOsm);
    await expect(importOsmFile(handle.db, notOsm, silentProgress)).rejects.toThrow();
    expect(await osmPlaces()).toBe(before);
  });
});

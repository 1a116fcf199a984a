import { describe, expect, it } from 'vitest';
import { PlaceRecordSchema, type PlaceKind, type PlaceRecord } from '@ai-map/contracts';
import { openOsm, readOsmPlaces, type PlacesProgress } from './read-osm';
import { osmFile } from './test-files';

async function places(name: string, onProgress?: (p: PlacesProgress) => void) {
  const all: PlaceRecord[] = [];
  for await (const place of readOsmPlaces(osmFile(name), { onProgress })) all.push(place);
  const byKind: Partial<Record<PlaceKind, number>> = {};
  for (const place of all) byKind[place.kind] = (byKind[place.kind] ?? 0) + 1;
  return { all, byKind, find: (n: string) => all.filter((place) => place.name === n) };
}

describe('openOsm', () => {
  it('picks the reader from the content', async () => {
    expect((await openOsm(osmFile('monaco-2016-03-05.osm.pbf'))).format).toBe('pbf');
    expect((await openOsm(osmFile('krems-2013-12.osm.gz'))).format).toBe('xml-gzip');
  });
});

describe('readOsmPlaces', () => {
  it('finds Copenhagen’s restaurants, shops and sights, with sensible fields', async () => {
    const progress: PlacesProgress[] = [];
    const { all, byKind, find } = await places('copenhagen-centre-2012.osm.pbf', (p) =>
      progress.push(p),
    );
    expect(byKind.food).toBeGreaterThanOrEqual(300);
    expect(byKind.shop).toBeGreaterThanOrEqual(300);
    expect(byKind.attraction).toBeGreaterThanOrEqual(100);
    expect(byKind.bank).toBeGreaterThan(10);
    for (const place of all) PlaceRecordSchema.parse(place);
    expect(new Set(all.map((place) => place.source_id)).size).toBe(all.length);

    const noma = find('Noma')[0];
    expect(noma).toMatchObject({ kind: 'food', website: 'http://www.noma.dk/' });
    expect(noma?.lat).toBeCloseTo(55.6777, 3);

    // Mapped as a building outline: positioned at the mean of its nodes.
    const glyptotek = find('Ny Carlsberg Glyptotek')[0];
    expect(glyptotek).toMatchObject({
      source_id: expect.stringMatching(/^w\d+$/),
      kind: 'attraction',
      categories: ['museums'],
      address: 'Dantes Plads 7',
    });
    expect(glyptotek?.lat).toBeCloseTo(55.6727, 3);
    expect(glyptotek?.lng).toBeCloseTo(12.5721, 3);

    expect(progress.map((p) => p.phase)).toEqual(expect.arrayContaining(['ways', 'nodes']));
    expect(progress.at(-1)).toMatchObject({ phase: 'nodes', bytesRead: 1533040 });
  });

  it('finds Malta’s places, including ways and multipolygon relations', async () => {
    const { all, byKind, find } = await places('malta-2018-08-27.osm.pbf');
    expect(byKind.food).toBeGreaterThanOrEqual(500);
    expect(byKind.shop).toBeGreaterThanOrEqual(500);
    expect(byKind.attraction).toBeGreaterThanOrEqual(500);
    expect(all.filter((place) => place.source_id.startsWith('w')).length).toBeGreaterThan(300);

    expect(find("St. John's Co-Cathedral")[0]).toMatchObject({
      kind: 'attraction',
      categories: ['cathedrals', 'religion'],
      local_culture: true,
      wikidata: 'Q613619',
    });
    const elmo = find('Fort St. Elmo')[0];
    expect(elmo).toMatchObject({ source_id: expect.stringMatching(/^r\d+$/), type: 'Fort' });
    expect(elmo?.lat).toBeCloseTo(35.9018, 2);
    expect(elmo?.lng).toBeCloseTo(14.5187, 2);
  });

  it('reads OSM XML the same way (Krems)', async () => {
    const { byKind } = await places('krems-2013-12.osm.gz');
    expect(byKind.shop).toBeGreaterThanOrEqual(50);
    expect(byKind.food).toBeGreaterThanOrEqual(30);
  });
});

import { importMessages, importSkipReasons, MAX_IMPORT_POINTS } from '@ai-map/contracts';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { positionFromGoogleUrl } from './google-formats';
import { readImportFile } from './import-file';
import { fixture, gpxOf, gridPoints, kmlOf, kmzOf, savedPlacesOf } from './imports.fixtures';

const bytes = (text: string) => new TextEncoder().encode(text);

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('Google Takeout "Saved Places.json"', () => {
  const read = readImportFile('Saved Places.json', fixture('saved-places.json'));

  it('reads name, position, comment, address and link, in [lng, lat] order', () => {
    expect(read.format).toBe('google_json');
    expect(read.points[0]).toEqual({
      name: 'Eiffel Tower',
      lat: 48.8583701,
      lng: 2.2944813,
      note: 'Champ de Mars, 5 Av. Anatole France, 75007 Paris, France',
      link: 'http://maps.google.com/?cid=10222232094831998944',
      folder: null,
    });
    expect(read.points[1]!.name).toBe('浅草寺 Sensō-ji');
    expect(read.points[1]!.note).toContain('Go early, before 8 am');
  });

  it('places a [0, 0] entry from its link, and skips one whose link holds no position', () => {
    expect(read.points.find((p) => p.name === 'Miradouro da Graça')).toMatchObject({
      lat: 38.7139,
      lng: -9.1334,
    });
    expect(read.skipped).toEqual([
      { name: 'Café Ç’est Là'.replace('’', "'"), reason: importSkipReasons.noCoordinates },
    ]);
  });

  it('names an entry without a name "Unnamed place"', () => {
    expect(read.points.at(-1)).toMatchObject({ name: 'Unnamed place', lat: 38.7223 });
  });

  it('reads the older export shape (Title, Location.Geo Coordinates)', () => {
    const old = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [0, 0] },
          properties: {
            Title: 'Old Town Square',
            'Google Maps URL': 'http://maps.google.com/?cid=1',
            Location: {
              'Business Name': 'Staroměstské náměstí',
              'Geo Coordinates': { Latitude: '50.0875', Longitude: '14.4213' },
            },
          },
        },
      ],
    });
    const { points } = readImportFile('Saved Places.json', bytes(old));
    expect(points).toEqual([
      expect.objectContaining({ name: 'Staroměstské náměstí', lat: 50.0875, lng: 14.4213 }),
    ]);
  });

  it('refuses JSON that is not a FeatureCollection, and broken JSON', () => {
    expect(refusal(() => readImportFile('x.json', bytes('{"a":1}'))).detail).toBe(
      importMessages.notGeoJson,
    );
    expect(refusal(() => readImportFile('x.json', bytes('{"type":'))).detail).toBe(
      importMessages.badJson,
    );
  });
});

describe('Google saved-list CSV', () => {
  const read = readImportFile('Want to go.csv', fixture('want-to-go.csv'));

  it('takes the position a link holds (!3d!4d before /@, or /search/lat,lng)', () => {
    expect(read.format).toBe('google_csv');
    expect(read.points).toEqual([
      expect.objectContaining({
        name: 'Taberna Real Fado',
        lat: 38.7139066,
        lng: -9.1411789,
        note: 'Fado at 9 pm, book ahead',
      }),
      expect.objectContaining({
        name: 'Belém Tower',
        lat: 38.6916,
        lng: -9.216,
        note: 'quiet "after" 5',
      }),
    ]);
  });

  it('skips a place link without coordinates, saying why, and ignores the blank row', () => {
    expect(read.skipped).toEqual([
      { name: 'Łódź Kaliska', reason: importSkipReasons.noCoordinates },
    ]);
  });

  it('refuses a CSV without Title and URL columns', () => {
    const csv = 'Name,Latitude\nA,1\n';
    expect(refusal(() => readImportFile('list.csv', bytes(csv))).detail).toBe(
      importMessages.notGoogleCsv,
    );
  });

  it('finds positions in the link shapes Google uses', () => {
    expect(positionFromGoogleUrl('https://maps.google.com/?q=35.0116,135.7681')).toEqual({
      lat: 35.0116,
      lng: 135.7681,
    });
    expect(positionFromGoogleUrl('https://www.google.com/maps?ll=-33.8568%2C151.2153')).toEqual({
      lat: -33.8568,
      lng: 151.2153,
    });
    expect(positionFromGoogleUrl('http://maps.google.com/?cid=42')).toBeNull();
    expect(positionFromGoogleUrl('https://www.google.com/maps/@0,0,3z')).toBeNull();
  });
});

describe('KML and KMZ', () => {
  it('reads Placemark points with folder, HTML description, ExtendedData and link', () => {
    const read = readImportFile('Lisbon.kml', fixture('my-maps.kml'));
    expect(read.format).toBe('kml');
    expect(read.points).toEqual([
      {
        name: 'Castelo de São Jorge',
        lat: 38.7139,
        lng: -9.1334,
        note: 'Views over the Baixa\nhttps://castelodesaojorge.pt/en/\nOpening: 9:00–21:00',
        link: 'https://castelodesaojorge.pt/en/',
        folder: 'Sights',
      },
      expect.objectContaining({ name: 'Pastéis de Belém', folder: 'Food & drink', note: null }),
    ]);
    expect(read.skipped).toEqual([
      { name: 'Tram 28 & the Alfama', reason: importSkipReasons.notAPoint },
      { name: 'Kiosk without a point', reason: importSkipReasons.noCoordinates },
    ]);
  });

  it("reads the document's own name, which a new trip takes (issue 29), also inside a KMZ", () => {
    expect(readImportFile('lisbon.kml', fixture('my-maps.kml')).title).toBe('Lisbon weekend');
    const kmz = kmzOf(fixture('my-maps.kml').toString('utf8'));
    expect(readImportFile('doc.kmz', kmz).title).toBe('Lisbon weekend');
    const unnamed = kmlOf(gridPoints(1)).replace('<name>My map</name>', '');
    expect(readImportFile('a.kml', bytes(unnamed)).title).toBeNull();
  });

  it('reads the doc.kml of a KMZ and leaves its images alone', () => {
    const kmz = kmzOf(fixture('my-maps.kml').toString('utf8'));
    const read = readImportFile('Lisbon.kmz', kmz);
    expect(read.format).toBe('kmz');
    expect(read.points.map((p) => p.name)).toEqual(['Castelo de São Jorge', 'Pastéis de Belém']);
  });

  it('refuses a KMZ without a KML and a broken zip', () => {
    const noKml = zipSync({ 'readme.txt': strToU8('hello') });
    expect(refusal(() => readImportFile('a.kmz', noKml)).detail).toBe(importMessages.noKmlInKmz);
    const broken = kmzOf(kmlOf(gridPoints(50))).slice(0, 300);
    expect(refusal(() => readImportFile('a.kmz', broken)).status).toBe(400);
  });
});

describe('GPX', () => {
  it('reads waypoints, and route/track points only when named', () => {
    const read = readImportFile('alps.gpx', fixture('waypoints.gpx'));
    expect(read.format).toBe('gpx');
    expect(read.points.map((p) => [p.name, p.folder])).toEqual([
      ['Jungfraujoch – Top of Europe', null],
      ['Matterhorn Glacier Paradise', null],
      ['Grindelwald station', 'Grindelwald walk'],
      ['Höhematte', 'Morning run'],
    ]);
    expect(read.points[0]).toMatchObject({
      note: 'Highest railway station in Europe',
      link: 'https://www.jungfrau.ch/',
    });
    expect(read.points[1]!.note).toBe('Take the gondola from Zermatt');
    expect(read.skipped).toEqual([{ name: 'Broken', reason: importSkipReasons.badCoordinates }]);
  });
});

describe('the name of a GPX and of the files without one', () => {
  it('reads a GPX 1.1 <metadata><name> and a GPX 1.0 <name>; Google files have none', () => {
    expect(readImportFile('alps.gpx', fixture('waypoints.gpx')).title).toBe('Alps');
    const gpx10 = gpxOf(gridPoints(1)).replace('<wpt', '<name>Dolomites 2026</name>\n  <wpt');
    expect(readImportFile('a.gpx', bytes(gpx10)).title).toBe('Dolomites 2026');
    expect(readImportFile('Saved Places.json', fixture('saved-places.json')).title).toBeNull();
  });
});

describe('size and count limits', () => {
  it.each([
    ['KML', 'big.kml', (n: number) => bytes(kmlOf(gridPoints(n)))],
    ['GPX', 'big.gpx', (n: number) => bytes(gpxOf(gridPoints(n)))],
    ['Saved Places.json', 'Saved Places.json', (n: number) => bytes(savedPlacesOf(gridPoints(n)))],
  ])('reads 10,000 points of %s', (_, name, make) => {
    const read = readImportFile(name, make(MAX_IMPORT_POINTS));
    expect(read.points).toHaveLength(MAX_IMPORT_POINTS);
    expect(read.points[9_999]!.name).toBe('Point 10000 — Ünïcødé 点');
  });

  it('refuses 100,000 points with 413, also when the file is under the size limit', () => {
    const gpx = gpxOf(
      Array.from({ length: 100_000 }, () => ({ name: '', lat: 1, lng: 1 })),
    ).replace(/<name><\/name>/g, '');
    expect(gpx.length).toBeLessThan(5 * 1024 * 1024);
    const error = refusal(() => readImportFile('many.gpx', bytes(gpx)));
    expect([error.status, error.detail]).toEqual([413, importMessages.tooManyPoints]);
  });

  it('counts the placemarks and waypoints before building the tree', () => {
    // Broken XML after 10,001 entries: only a count made before parsing answers "too many".
    const kml = kmlOf(gridPoints(MAX_IMPORT_POINTS + 1)).replace('</Document>', '<broken');
    const gpx = gpxOf(gridPoints(MAX_IMPORT_POINTS + 1)).replace('</gpx>', '<broken');
    for (const [name, text] of [
      ['many.kml', kml],
      ['many.gpx', gpx],
    ] as const) {
      const error = refusal(() => readImportFile(name, bytes(text)));
      expect([error.status, error.detail]).toEqual([413, importMessages.tooManyPoints]);
    }
    // At the limit the same broken file is read, and refused for what it is.
    const atLimit = kmlOf(gridPoints(MAX_IMPORT_POINTS)).replace('</Document>', '<broken');
    expect(refusal(() => readImportFile('many.kml', bytes(atLimit))).detail).toBe(
      importMessages.badXml,
    );
  });

  it('refuses a file over 5 MB with 413 and an empty one with 400', () => {
    const error = refusal(() => readImportFile('x.kml', new Uint8Array(5 * 1024 * 1024 + 1)));
    expect([error.status, error.detail]).toEqual([413, importMessages.tooLarge]);
    expect(refusal(() => readImportFile('x.kml', new Uint8Array(0))).detail).toBe(
      importMessages.empty,
    );
    expect(refusal(() => readImportFile('x.gpx', bytes('  \n'))).status).toBe(415);
  });

  it('refuses a file that holds no entries at all', () => {
    const error = refusal(() => readImportFile('x.gpx', bytes(gpxOf([]))));
    expect([error.status, error.detail]).toEqual([400, importMessages.noPlaces]);
  });

  it('refuses unknown content with 415', () => {
    expect(
      refusal(() => readImportFile('photo.png', new Uint8Array([137, 80, 78, 71]))).status,
    ).toBe(415);
    expect(refusal(() => readImportFile('a.xml', bytes('<html><body/></html>'))).status).toBe(415);
  });
});

describe('hostile files', () => {
  it('refuses "billion laughs" without expanding it', () => {
    const lol = Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`,
    ).join('');
    const bomb = `<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY lol0 "lol">${lol}]><kml><Document><Placemark><name>&lol9;</name><Point><coordinates>1,1</coordinates></Point></Placemark></Document></kml>`;
    const started = performance.now();
    const error = refusal(() => readImportFile('bomb.kml', bytes(bomb)));
    expect([error.status, error.detail]).toEqual([400, importMessages.entities]);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('refuses an external entity (XXE) in a GPX', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><gpx><wpt lat="1" lon="1"><name>&xxe;</name></wpt></gpx>`;
    expect(refusal(() => readImportFile('x.gpx', bytes(xxe))).detail).toBe(importMessages.entities);
  });

  it('stops a zip bomb (a KMZ unpacking past 20 MB) with 413', () => {
    const zeros = new Uint8Array(32 * 1024 * 1024);
    const bomb = zipSync({ 'doc.kml': zeros }, { level: 9 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const error = refusal(() => readImportFile('bomb.kmz', bomb));
    expect([error.status, error.detail]).toEqual([413, importMessages.kmzTooLarge]);
  });

  it('refuses malformed XML', () => {
    expect(refusal(() => readImportFile('x.kml', bytes('<kml><Placemark></kml>'))).detail).toBe(
      importMessages.badXml,
    );
  });
});

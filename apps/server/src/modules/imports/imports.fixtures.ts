import { readFileSync } from 'node:fs';
import { zipSync, strToU8 } from 'fflate';

/** Files shaped like the real exports, for the import tests, the e2e and the benchmark. */

export interface FixturePoint {
  name: string;
  lat: number;
  lng: number;
  note?: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A Google My Maps KML: one layer (Folder) of Placemarks. */
export function kmlOf(points: readonly FixturePoint[], layer = 'Imported'): string {
  const marks = points
    .map(
      (p) => `      <Placemark>
        <name>${escapeXml(p.name)}</name>${p.note ? `\n        <description>${escapeXml(p.note)}</description>` : ''}
        <Point><coordinates>${p.lng},${p.lat},0</coordinates></Point>
      </Placemark>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2">
  <Document>
    <name>My map</name>
    <Folder>
      <name>${escapeXml(layer)}</name>
${marks}
    </Folder>
  </Document>
</kml>
`;
}

export function kmzOf(kml: string, name = 'doc.kml'): Uint8Array {
  return zipSync({ [name]: strToU8(kml), 'images/icon-1.png': new Uint8Array([137, 80, 78, 71]) });
}

export function gpxOf(points: readonly FixturePoint[]): string {
  const wpts = points
    .map((p) => `  <wpt lat="${p.lat}" lon="${p.lng}"><name>${escapeXml(p.name)}</name></wpt>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
${wpts}
</gpx>
`;
}

/** Google Takeout "Saved Places.json". */
export function savedPlacesOf(points: readonly FixturePoint[]): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    features: points.map((p, i) => ({
      geometry: { coordinates: [p.lng, p.lat], type: 'Point' },
      properties: {
        date: '2024-04-02T09:15:31Z',
        google_maps_url: `http://maps.google.com/?cid=${1000 + i}`,
        location: { name: p.name, country_code: 'FR' },
        ...(p.note ? { Comment: p.note } : {}),
      },
      type: 'Feature',
    })),
  });
}

/** `count` points spread over a grid near (lat, lng), about 100 m apart, named in turn. */
export function gridPoints(count: number, lat = 48.85, lng = 2.35): FixturePoint[] {
  const side = Math.ceil(Math.sqrt(count));
  return Array.from({ length: count }, (_, i) => ({
    name: `Point ${i + 1} — Ünïcødé 点`,
    lat: +(lat + Math.floor(i / side) * 0.0009).toFixed(6),
    lng: +(lng + (i % side) * 0.0013).toFixed(6),
  }));
}

/** A checked-in fixture of this folder. */
export function fixture(name: string): Buffer {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
}

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { LAND_FILE, type LandBundle } from '@ai-map/contracts';
import { COASTLINE_FILE, distanceToCoastKm, loadCoastline, type Coastline } from './coast';
import { landPiece, loadLandPieces, pieceContains, type LandPiece } from './islands';

/**
 * Land and water for the planner's transport rules (docs/data.md, "Land and fixed links"): the
 * Natural Earth 1:10m land outline as world-atlas ships it, and the bridges, tunnels and causeways
 * that join two of its landmasses. A leg between landmasses goes by ferry unless a fixed link
 * joins them: Skye has had a bridge since 1995 (trav-022 was sent "by ferry" over Loch Alsh), and
 * the 1:50m country shapes the planner used before had no Christmas Island at all (trav-067 got a
 * ferry between two points of the island).
 */

/** A link's article point lies on its span; each end is found within this distance of it. */
const LINK_RADII_KM = [0, 0.5, 1, 2, 3];
const BEARINGS = 16;
/** Only articles this close to a coast can join two landmasses (a cheap first filter). */
const NEAR_COAST_KM = 8;
/** The two landmasses lie on opposite sides of the span: their bearings differ this much. */
const OPPOSITE_DEG = 120;

const LINK_NAME = /\b(bridge|tunnel|causeway)\b/i;

/**
 * Articles the rule above takes for links that join nothing: a bridge proposed, never built, and
 * Venice's canal bridges, which lie within 3 km of the Lido (1:10m draws both islands; no bridge
 * joins them). Looked through by hand on the 115 links found.
 */
const NOT_LINKS = new Set(['Strait of Messina Bridge', 'Bridge of Sighs', 'Ponte del Paradiso']);

export interface LinkCandidate {
  name: string;
  lat: number;
  lng: number;
  type?: string | null;
}

/** A bridge by its type, or a bridge, tunnel or causeway by its name. */
export const isLinkCandidate = (place: LinkCandidate) =>
  (place.type === 'Bridge' || LINK_NAME.test(place.name)) && !NOT_LINKS.has(place.name);

interface Probe {
  piece: number;
  lat: number;
  lng: number;
  bearing: number;
}

const bearingGap = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};

/**
 * The two landmasses a candidate joins, each as a point on it, or null: probes ring by ring
 * outwards from the article's point and takes the first two land pieces seen on opposite sides.
 */
export function linkEnds(
  candidate: LinkCandidate,
  pieces: readonly LandPiece[],
): [Probe, Probe] | null {
  const reach = LINK_RADII_KM.at(-1)! / 111;
  const lngReach = reach / Math.max(0.05, Math.cos((candidate.lat * Math.PI) / 180));
  const near = pieces
    .map((piece, index) => ({ piece, index }))
    .filter(
      ({ piece }) =>
        [candidate.lng, candidate.lng + 360].some(
          (lng) => lng >= piece.west - lngReach && lng <= piece.east + lngReach,
        ) &&
        candidate.lat >= piece.south - reach &&
        candidate.lat <= piece.north + reach,
    );
  if (near.length < 2) return null;
  const seen: Probe[] = [];
  for (const km of LINK_RADII_KM) {
    for (let k = 0; k < (km === 0 ? 1 : BEARINGS); k++) {
      const bearing = (360 * k) / BEARINGS;
      const dLat = km / 111.2;
      const dLng = dLat / Math.max(0.05, Math.cos((candidate.lat * Math.PI) / 180));
      const lat = candidate.lat + dLat * Math.cos((bearing * Math.PI) / 180);
      const lng = candidate.lng + dLng * Math.sin((bearing * Math.PI) / 180);
      const hit = near.find(({ piece }) => containsPoint(piece, lat, lng));
      if (!hit) continue;
      const probe = { piece: hit.index, lat, lng, bearing };
      // On a piece already seen at this bearing side: nothing new.
      const other = seen.find(
        (p) =>
          p.piece !== hit.index && (km === 0 || bearingGap(p.bearing, bearing) >= OPPOSITE_DEG),
      );
      if (other) return [other, probe];
      if (!seen.some((p) => p.piece === hit.index)) seen.push(probe);
    }
  }
  return null;
}

const round5 = (x: number) => Math.round(x * 1e5) / 1e5;

/** Longitudes west of this, on a piece that crosses the antimeridian, are taken east of 180°. */
const FAR_WEST = -150;

/**
 * A piece whose outline crosses the antimeridian (Eurasia through Chukotka, Fiji), made
 * continuous east of 180°: a planar point-in-polygon test on the raw outline finds points of the
 * Norwegian Sea inside Eurasia (the Lofoten bridges were missed, or joined to Eurasia). The
 * Antarctic piece, round the pole, is left as it is: no bridge reaches it.
 */
export function unwrapped(piece: LandPiece): LandPiece {
  if (piece.east - piece.west <= 180 || piece.south < -60) return piece;
  return landPiece(
    piece.polygon.coordinates.map((ring) =>
      ring.map(([lng = 0, lat = 0]) => [lng < FAR_WEST ? lng + 360 : lng, lat]),
    ),
  );
}

const containsPoint = (piece: LandPiece, lat: number, lng: number) =>
  pieceContains(piece, lat, lng) || (lng < FAR_WEST && pieceContains(piece, lat, lng + 360));

/** The fixed links among the catalogue's places, as two points each on the landmasses joined. */
export function fixedLinks(
  places: readonly LinkCandidate[],
  pieces: readonly LandPiece[],
  coastline: Coastline,
): LandBundle['links'] {
  const links: LandBundle['links'] = [];
  const continuous = pieces.map(unwrapped);
  for (const place of places) {
    if (!isLinkCandidate(place)) continue;
    if (distanceToCoastKm(coastline, place.lat, place.lng, NEAR_COAST_KM) === null) continue;
    const ends = linkEnds(place, continuous);
    if (!ends) continue;
    const [a, b] = ends;
    links.push({
      name: place.name,
      ends: [
        [round5(a.lat), round5(a.lng)],
        [round5(b.lat), round5(b.lng)],
      ],
    });
  }
  return links.sort((x, y) => x.name.localeCompare(y.name));
}

/** Writes `land.json.gz` (the 1:10m topology and the fixed links) into the bundle directory. */
export function writeLand(
  bundleDir: string,
  places: readonly LinkCandidate[],
  pieces: readonly LandPiece[],
  coastline: Coastline,
): { links: number; bytes: number } {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(
    readFileSync(require.resolve(COASTLINE_FILE), 'utf8'),
  ) as LandBundle['topology'];
  const bundle: LandBundle = {
    source:
      'Natural Earth 1:10m land (public domain) via world-atlas (ISC); fixed links from Wikipedia articles (CC BY-SA 4.0)',
    topology,
    links: fixedLinks(places, pieces, coastline),
  };
  const data = gzipSync(JSON.stringify(bundle), { level: 9 });
  writeFileSync(path.join(bundleDir, LAND_FILE), data);
  return { links: bundle.links.length, bytes: data.length };
}

// `tsx scripts/land.ts` rebuilds the file from the bundle's places alone (no source data needed).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bundleDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bundle');
  const places = gunzipSync(readFileSync(path.join(bundleDir, 'places.ndjson.gz')))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LinkCandidate & { lat?: number | null })
    .filter((p): p is LinkCandidate => typeof p.lat === 'number' && typeof p.lng === 'number');
  const result = writeLand(bundleDir, places, loadLandPieces(), loadCoastline());
  process.stdout.write(
    `${LAND_FILE}: ${result.links} fixed links, ${Math.round(result.bytes / 1024)} KB\n`,
  );
}

import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import type { PlaceRecord } from '@ai-map/contracts';
import type { OsmElement, OsmProgress, OsmReadOptions, OsmRelation } from './elements';
import { OsmFormatError } from './errors';
import { NodeCoordinates } from './node-coordinates';
import { readPbf } from './pbf-reader';
import { describePlace, toPlaceRecord, type PlaceDescription } from './place-record';
import { fileHead, isGzip, looksLikePbf, looksLikeXml } from './sniff';
import { readOsmXml } from './xml-reader';

export type OsmFormat = 'pbf' | 'xml' | 'xml-gzip';

export interface OsmFile {
  path: string;
  format: OsmFormat;
  size: number;
  /** Elements in file order, one array per block (PBF) or per 256 KiB chunk (XML). */
  read(options?: OsmReadOptions): AsyncIterable<OsmElement[]>;
}

/**
 * Opens an OSM file, choosing the reader from the first bytes (gzip magic, "<", or a BlobHeader
 * naming OSMHeader) and only then from the extension, so misnamed files are still read and a
 * corrupt ".pbf" gets the PBF reader's precise error.
 */
export async function openOsm(file: string): Promise<OsmFile> {
  const { size } = await stat(file);
  const head = await fileHead(file);
  if (head.length === 0) throw new OsmFormatError(file, 0, 'empty file, not an OSM file');
  const extension = extname(file).toLowerCase();
  let format: OsmFormat;
  if (isGzip(head)) format = 'xml-gzip';
  else if (looksLikePbf(head)) format = 'pbf';
  else if (looksLikeXml(head)) format = 'xml';
  else if (extension === '.pbf') format = 'pbf';
  else if (extension === '.osm' || extension === '.xml') format = 'xml';
  else throw new OsmFormatError(file, 0, 'not an OSM file (neither PBF, OSM XML nor gzip)');
  const reader = format === 'pbf' ? readPbf : readOsmXml;
  return { path: file, format, size, read: (options) => reader(file, options) };
}

export interface PlacesProgress extends OsmProgress {
  /** ways (pass 1), members (pass 2, only when multipolygon places need it), nodes (last). */
  phase: 'ways' | 'members' | 'nodes';
  /** Places yielded so far. */
  places: number;
}

export interface ReadPlacesOptions {
  onProgress?: (progress: PlacesProgress) => void;
}

interface PendingPlace {
  sourceId: string;
  description: PlaceDescription;
  /** Node ids whose mean position is the place's position. */
  refs: number[];
}

/**
 * Places (PlaceRecord) from an OSM file, in up to three streaming passes, holding only what
 * the places themselves need:
 * 1. ways and relations: tagged ways that are places keep their description and node ids;
 *    multipolygon relations that are places keep the ids of their outer member ways;
 * 2. ways again, only if such relations were found: the member ways' node ids;
 * 3. nodes: node places are yielded as they come, and the coordinates of the node ids collected
 *    above are stored; then way and relation places are yielded at the mean of their nodes.
 */
export async function* readOsmPlaces(
  file: string,
  options: ReadPlacesOptions = {},
): AsyncGenerator<PlaceRecord> {
  const source = await openOsm(file);
  let places = 0;
  const progress = (phase: PlacesProgress['phase']) => (p: OsmProgress) =>
    options.onProgress?.({ ...p, phase, places });

  const ways: PendingPlace[] = [];
  const relations: { place: PendingPlace; members: number[] }[] = [];
  for await (const batch of source.read({
    types: ['way', 'relation'],
    onProgress: progress('ways'),
  })) {
    for (const element of batch) {
      if (element.type === 'node' || !hasTags(element.tags)) continue;
      const description = describePlace(element.tags);
      if (description === null) continue;
      if (element.type === 'way') {
        ways.push({ sourceId: `w${element.id}`, description, refs: element.refs });
      } else if (element.tags.type === 'multipolygon') {
        const place = { sourceId: `r${element.id}`, description, refs: [] };
        relations.push({ place, members: outerWays(element) });
      }
    }
  }

  if (relations.length > 0) {
    const wanted = new Map<number, number[]>();
    for (const { members } of relations) for (const id of members) wanted.set(id, []);
    for await (const batch of source.read({ types: ['way'], onProgress: progress('members') })) {
      for (const element of batch) {
        if (element.type === 'way' && wanted.has(element.id)) wanted.set(element.id, element.refs);
      }
    }
    for (const { place, members } of relations) {
      place.refs = members.flatMap((id) => wanted.get(id) ?? []);
    }
  }

  const pending = [...ways, ...relations.map(({ place }) => place)];
  const coordinates = new NodeCoordinates(pending.flatMap((place) => place.refs));
  for await (const batch of source.read({ types: ['node'], onProgress: progress('nodes') })) {
    for (const node of batch) {
      if (node.type !== 'node') continue;
      coordinates.set(node.id, node.lat, node.lon);
      if (!hasTags(node.tags)) continue;
      const description = describePlace(node.tags);
      if (description !== null && validPosition(node.lat, node.lon)) {
        places++;
        yield toPlaceRecord(`n${node.id}`, description, node.lat, node.lon);
      }
    }
  }
  for (const place of pending) {
    const centre = coordinates.centroid(place.refs);
    if (centre === null || !validPosition(centre.lat, centre.lon)) continue;
    places++;
    yield toPlaceRecord(place.sourceId, place.description, centre.lat, centre.lon);
  }
}

/** Outer rings carry the area; old multipolygons leave roles empty, so those count too. */
function outerWays(relation: OsmRelation): number[] {
  return relation.members
    .filter((member) => member.type === 'way' && (member.role === 'outer' || member.role === ''))
    .map((member) => member.ref);
}

function hasTags(tags: Record<string, string>): boolean {
  for (const _key in tags) return true;
  return false;
}

function validPosition(lat: number, lon: number): boolean {
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
}

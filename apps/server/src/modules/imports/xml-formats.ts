import { importMessages, importSkipReasons, MAX_IMPORT_POINTS } from '@ai-map/contracts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { HttpError } from '../../lib/http-error';
import { badFile, EntryList, type Entries } from './import-entries';

/**
 * KML and GPX through fast-xml-parser. A file with a DOCTYPE is refused before parsing: with no
 * declarations there are no entities to expand (no "billion laughs", no external entities),
 * and only XML's five predefined entities and character references are decoded.
 */
const REPEATED = new Set([
  'Placemark',
  'Folder',
  'Document',
  'Data',
  'SimpleData',
  'wpt',
  'rte',
  'rtept',
  'trk',
  'trkseg',
  'trkpt',
  'link',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => REPEATED.has(name),
});

type Node = Record<string, unknown>;

/**
 * Refuses a file with more entries than one import takes before its tree is built: a
 * 100,000-placemark KMZ's tree took seconds and hundreds of MB, and EntryList stops only after
 * the tree exists. `tag` is what starts one entry (a Placemark, a GPX waypoint), counted on the
 * text, so one inside a comment counts too.
 */
function refuseOverLimit(text: string, tag: RegExp) {
  let count = 0;
  while (tag.exec(text)) {
    count += 1;
    if (count > MAX_IMPORT_POINTS) {
      throw new HttpError(413, 'payload_too_large', importMessages.tooManyPoints);
    }
  }
}

function parseXml(text: string, entry: RegExp): Node {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw badFile(importMessages.entities);
  refuseOverLimit(text, entry);
  if (XMLValidator.validate(text) !== true) throw badFile(importMessages.badXml);
  return parser.parse(text) as Node;
}

const asNode = (value: unknown): Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {};
const list = (value: unknown): Node[] => (Array.isArray(value) ? value.map(asNode) : []);

/** An element's text: a plain string, or the `#text` of an element with attributes. */
function text(value: unknown): string | null {
  const raw =
    typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
  const fromNode = raw ?? asNode(value)['#text'];
  if (typeof fromNode !== 'string') return null;
  const trimmed = fromNode.trim();
  return trimmed === '' ? null : trimmed;
}

/** KML descriptions are often HTML (Google My Maps): keep the words. */
function plain(value: string | null): string | null {
  if (value === null) return null;
  const stripped = value
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
  return stripped === '' ? null : stripped.slice(0, 2000);
}

const firstUrl = (value: string | null): string | null =>
  value?.match(/https?:\/\/[^\s"'<>]+/)?.[0] ?? null;

// ---- KML -----------------------------------------------------------------------------------

/** `<ExtendedData>`'s `Data name/value` and `SchemaData/SimpleData` as "name: value" lines. */
function extendedData(node: Node): string[] {
  const data = asNode(node.ExtendedData);
  const lines: string[] = [];
  for (const d of list(data.Data)) {
    const value = text(d.value);
    const label = text(d.displayName) ?? (typeof d['@_name'] === 'string' ? d['@_name'] : null);
    if (value && label !== 'gx_media_links') lines.push(label ? `${label}: ${value}` : value);
  }
  for (const schema of Array.isArray(data.SchemaData) ? data.SchemaData : [data.SchemaData]) {
    for (const d of list(asNode(schema).SimpleData)) {
      const value = text(d);
      if (value) lines.push(typeof d['@_name'] === 'string' ? `${d['@_name']}: ${value}` : value);
    }
  }
  return lines;
}

/** A Placemark's point: `<Point><coordinates>lng,lat[,alt]</coordinates>`. */
function kmlPoint(placemark: Node): { lat: number | null; lng: number | null } | 'not_point' {
  const point = placemark.Point ?? asNode(placemark.MultiGeometry).Point;
  if (point === undefined) {
    const hasShape = ['LineString', 'Polygon', 'LinearRing', 'MultiGeometry', 'Track'].some(
      (k) => placemark[k] !== undefined,
    );
    return hasShape ? 'not_point' : { lat: null, lng: null };
  }
  const coordinates = text(asNode(Array.isArray(point) ? point[0] : point).coordinates);
  const [lng, lat] = (coordinates ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  return lat === undefined || lng === undefined ? { lat: null, lng: null } : { lat, lng };
}

export function parseKml(xml: string): Entries {
  const root = asNode(parseXml(xml, /<(?:[\w.-]+:)?Placemark[\s>/]/g).kml);
  if (Object.keys(root).length === 0 && !/<kml[\s>]/i.test(xml)) {
    throw badFile(importMessages.notKmlOrGpx);
  }
  const entries = new EntryList();
  entries.title = text(root.name) ?? text(list(root.Document)[0]?.name);
  const walk = (node: Node, folder: string | null) => {
    for (const placemark of list(node.Placemark)) {
      const name = text(placemark.name) ?? '';
      const point = kmlPoint(placemark);
      if (point === 'not_point') {
        entries.skip(name, importSkipReasons.notAPoint);
        continue;
      }
      const description = text(placemark.description);
      const note = [plain(description), ...extendedData(placemark)].filter(Boolean).join('\n');
      entries.add({
        name,
        ...point,
        note: note === '' ? null : note.slice(0, 2000),
        link: firstUrl(description),
        folder,
      });
    }
    for (const child of [...list(node.Document), ...list(node.Folder)]) {
      walk(child, text(child.name) ?? folder);
    }
  };
  walk(root, null);
  return entries;
}

// ---- GPX -----------------------------------------------------------------------------------

function gpxEntry(entries: EntryList, point: Node, folder: string | null) {
  const link = list(point.link)
    .map((l) => l['@_href'])
    .find((href): href is string => typeof href === 'string' && /^https?:\/\//.test(href));
  const note = [text(point.desc), text(point.cmt)].filter(Boolean).join('\n');
  entries.add({
    name: text(point.name) ?? '',
    lat: Number(point['@_lat']),
    lng: Number(point['@_lon']),
    note: note === '' ? null : note.slice(0, 2000),
    link: link ?? null,
    folder,
  });
}

/** Waypoints; route and track points only when they carry a name (the rest are a line). */
export function parseGpx(xml: string): Entries {
  // Named route and track points are entries too, but unnamed ones are not: waypoints alone
  // are a count that never refuses a file within the limit.
  const gpx = asNode(parseXml(xml, /<(?:[\w.-]+:)?wpt[\s>/]/g).gpx);
  const entries = new EntryList();
  // GPX 1.1 names the file in <metadata>, GPX 1.0 at the top.
  entries.title = text(asNode(gpx.metadata).name) ?? text(gpx.name);
  for (const wpt of list(gpx.wpt)) gpxEntry(entries, wpt, null);
  for (const rte of list(gpx.rte)) {
    for (const pt of list(rte.rtept)) {
      if (text(pt.name)) gpxEntry(entries, pt, text(rte.name));
    }
  }
  for (const trk of list(gpx.trk)) {
    for (const seg of list(trk.trkseg)) {
      for (const pt of list(seg.trkpt)) {
        if (text(pt.name)) gpxEntry(entries, pt, text(trk.name));
      }
    }
  }
  return entries;
}

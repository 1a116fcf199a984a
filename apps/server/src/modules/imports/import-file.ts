import { importMessages, MAX_IMPORT_BYTES, type ImportFormat } from '@ai-map/contracts';
import { HttpError } from '../../lib/http-error';
import { badFile, type Entries, type ImportedPoint, type SkippedEntry } from './import-entries';
import { parseGoogleCsv, parseGoogleJson } from './google-formats';
import { parseGpx, parseKml } from './xml-formats';
import { unpackKmz } from './kmz';

export interface ReadFile {
  format: ImportFormat;
  /** The document's own name, which a new trip takes (see Entries). */
  title: string | null;
  points: ImportedPoint[];
  skipped: SkippedEntry[];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/**
 * Which reader a file needs: the content decides (a zip is a KMZ, `{` JSON, `<` XML), the name
 * only tells a CSV from anything else.
 */
export function detectFormat(
  fileName: string,
  bytes: Uint8Array,
): 'zip' | 'json' | 'xml' | 'google_csv' {
  if (ZIP_MAGIC.every((b, i) => bytes[i] === b)) return 'zip';
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.startsWith('{') || head.startsWith('[')) return 'json';
  if (head.startsWith('<')) return 'xml';
  if (/\.csv$/i.test(fileName)) return 'google_csv';
  throw new HttpError(415, 'unsupported_media_type', importMessages.unsupported);
}

function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new HttpError(415, 'unsupported_media_type', importMessages.unsupported);
  }
}

/**
 * Reads an import file into points and skipped entries. Refuses (4xx, nothing read further) an
 * empty, oversized, unknown or hostile file, and one with more than MAX_IMPORT_POINTS entries.
 */
export function readImportFile(fileName: string, bytes: Uint8Array): ReadFile {
  if (bytes.length === 0) throw badFile(importMessages.empty);
  if (bytes.length > MAX_IMPORT_BYTES) {
    throw new HttpError(413, 'payload_too_large', importMessages.tooLarge);
  }
  const kind = detectFormat(fileName, bytes);
  let format: ImportFormat;
  let entries: Entries;
  if (kind === 'zip') {
    format = 'kmz';
    entries = parseKml(unpackKmz(bytes));
  } else {
    const text = decodeText(bytes);
    if (text.trim() === '') throw badFile(importMessages.empty);
    if (kind === 'json') {
      format = 'google_json';
      entries = parseGoogleJson(text);
    } else if (kind === 'google_csv') {
      format = 'google_csv';
      entries = parseGoogleCsv(text);
    } else {
      const xml = parseXmlKind(text);
      format = xml;
      entries = xml === 'kml' ? parseKml(text) : parseGpx(text);
    }
  }
  if (entries.points.length === 0 && entries.skipped.length === 0) {
    throw badFile(importMessages.noPlaces);
  }
  return { format, title: entries.title, points: entries.points, skipped: entries.skipped };
}

function parseXmlKind(text: string): 'kml' | 'gpx' {
  // The root element's name, past the declaration, comments and processing instructions.
  const root = /<(?![?!])([\w:.-]+)/.exec(text)?.[1]?.replace(/^.*:/, '').toLowerCase();
  if (root === 'kml') return 'kml';
  if (root === 'gpx') return 'gpx';
  if (/<!DOCTYPE/i.test(text)) throw badFile(importMessages.entities);
  throw new HttpError(415, 'unsupported_media_type', importMessages.notKmlOrGpx);
}

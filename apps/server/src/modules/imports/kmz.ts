import { importMessages, MAX_KMZ_UNPACKED_BYTES } from '@ai-map/contracts';
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { HttpError } from '../../lib/http-error';
import { badFile } from './import-entries';

/**
 * Slice of the archive fed to the streaming unzipper at a time. Deflate expands at most about
 * 1,032 times, so one slice unpacks to about 4 MB at worst and the count below stops a zip bomb
 * long before memory runs out (the sizes in a zip's headers are not trusted).
 */
const SLICE = 4096;

/**
 * The KML document of a KMZ: `doc.kml` (Google Earth's name for it), else the first `.kml` at
 * the archive's top level. Unpacks only that entry, counting the bytes as they come.
 */
export function unpackKmz(bytes: Uint8Array): string {
  const kmlFiles: UnzipFile[] = [];
  const chunks: Uint8Array[] = [];
  let chosen: UnzipFile | null = null;
  let unpacked = 0;
  let done = false;
  // fflate catches what its callbacks throw, so the callback only records the outcome.
  let failure: 'too_large' | 'bad' | null = null;

  const unzip = new Unzip((file) => {
    if (!/\.kml$/i.test(file.name) || file.name.includes('/')) return;
    kmlFiles.push(file);
    if (chosen && !/^doc\.kml$/i.test(file.name)) return;
    if (chosen) chosen.terminate();
    chosen = file;
    chunks.length = 0;
    unpacked = 0;
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = 'bad';
        return;
      }
      unpacked += chunk.length;
      if (unpacked > MAX_KMZ_UNPACKED_BYTES) {
        failure = 'too_large';
        chunks.length = 0;
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) done = true;
    };
    file.start();
  });
  unzip.register(UnzipInflate);

  try {
    for (let at = 0; at < bytes.length && !failure; at += SLICE) {
      unzip.push(bytes.subarray(at, at + SLICE), at + SLICE >= bytes.length);
    }
  } catch {
    throw badFile(importMessages.badZip);
  }
  if (failure === 'too_large') {
    throw new HttpError(413, 'payload_too_large', importMessages.kmzTooLarge);
  }
  if (failure === 'bad') throw badFile(importMessages.badZip);
  if (kmlFiles.length === 0) throw badFile(importMessages.noKmlInKmz);
  if (!done) throw badFile(importMessages.badZip);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(concat(chunks));
  } catch {
    throw badFile(importMessages.badXml);
  }
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

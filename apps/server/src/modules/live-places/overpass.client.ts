import { z } from 'zod';
import type { Config } from '../../config';

type OverpassConfig = NonNullable<Config['overpass']>;
export type Bbox = [west: number, south: number, east: number, north: number];

/** Overpass answered 429 (too many requests) or 504 (server too busy): wait, then try again. */
export class OverpassBusyError extends Error {
  constructor(readonly status: number) {
    super(`Overpass is busy (HTTP ${status})`);
  }
}

/**
 * The Overpass QL query for the places of a bounding box: named (or branded) features with the
 * keys the OSM tag mapping reads (packages/osm), nodes and ways and relations alike, each with
 * its tags and — for ways and relations — the centre of its bounding box (`out center`).
 */
export function areaQuery([west, south, east, north]: Bbox): string {
  const box = [south, west, north, east].map((value) => value.toFixed(6)).join(',');
  const named = ['tourism', 'historic', 'amenity', 'shop', 'leisure', 'man_made'].flatMap((key) => [
    `  nwr["${key}"]["name"](${box});`,
    `  nwr["${key}"]["brand"](${box});`,
  ]);
  return `[out:json][timeout:120];\n(\n${named.join('\n')}\n);\nout center tags;`;
}

/** An element of the JSON output (`out center tags`): nodes carry lat/lon, ways and relations a centre. */
export interface OverpassElement {
  type: 'node' | 'way' | 'relation';
  id: number;
  lat?: number;
  lon?: number;
  center?: { lat: number; lon: number };
  tags?: Record<string, string>;
}

/**
 * The envelope is checked by zod; the elements by hand, because a city answers 20,000 of them
 * and zod's per-object parse (copying each element and its tags) took ~40% of an import.
 */
const ResponseSchema = z.object({
  elements: z.array(z.unknown()),
  /** Set when the server ran out of time or memory: the element list is then incomplete. */
  remark: z.string().optional(),
});

const ELEMENT_TYPES = new Set(['node', 'way', 'relation']);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isOptionalNumber = (value: unknown) => value === undefined || isNumber(value);

/** The element as the Overpass JSON format defines it, or an error naming what is wrong. */
export function checkElement(value: unknown, index: number): OverpassElement {
  const fail = (what: string): never => {
    throw new Error(`Overpass answered an unreadable element (elements[${index}]: ${what})`);
  };
  if (typeof value !== 'object' || value === null) return fail('not an object');
  const element = value as Record<string, unknown>;
  if (typeof element.type !== 'string' || !ELEMENT_TYPES.has(element.type)) fail('type');
  if (!Number.isSafeInteger(element.id)) fail('id');
  if (!isOptionalNumber(element.lat) || !isOptionalNumber(element.lon)) fail('lat/lon');
  const center = element.center as Record<string, unknown> | undefined;
  if (
    center !== undefined &&
    (typeof center !== 'object' || !isNumber(center?.lat) || !isNumber(center.lon))
  ) {
    fail('center');
  }
  const tags = element.tags as Record<string, unknown> | undefined;
  if (tags !== undefined) {
    if (typeof tags !== 'object' || tags === null || Array.isArray(tags)) fail('tags');
    for (const key in tags) if (typeof tags[key] !== 'string') fail(`tags.${key}`);
  }
  return element as unknown as OverpassElement;
}

/** Posts the query (form field `data`, as the Overpass API takes it) and reads the JSON answer. */
export async function fetchAreaElements(
  config: OverpassConfig,
  bbox: Bbox,
): Promise<OverpassElement[]> {
  const response = await fetch(config.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      'user-agent': config.userAgent,
    },
    body: new URLSearchParams({ data: areaQuery(bbox) }).toString(),
    signal: AbortSignal.timeout(180_000),
  });
  if (response.status === 429 || response.status === 504) {
    throw new OverpassBusyError(response.status);
  }
  if (!response.ok) throw new Error(`Overpass answered HTTP ${response.status}`);
  const body = ResponseSchema.parse(await response.json());
  if (body.remark && /error/i.test(body.remark)) {
    throw new Error(`Overpass could not finish the query: ${body.remark.slice(0, 200)}`);
  }
  return body.elements.map(checkElement);
}

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

const ElementSchema = z.object({
  type: z.enum(['node', 'way', 'relation']),
  id: z.number().int(),
  lat: z.number().optional(),
  lon: z.number().optional(),
  center: z.object({ lat: z.number(), lon: z.number() }).optional(),
  tags: z.record(z.string(), z.string()).optional(),
});
export type OverpassElement = z.infer<typeof ElementSchema>;

const ResponseSchema = z.object({
  elements: z.array(ElementSchema),
  /** Set when the server ran out of time or memory: the element list is then incomplete. */
  remark: z.string().optional(),
});

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
  return body.elements;
}

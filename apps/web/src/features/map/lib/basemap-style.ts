import type { SourceSpecification, StyleSpecification } from 'maplibre-gl';
import { z } from 'zod';

/** How long the online style and its sources' TileJSON may take before the built-in style is used. */
export const ONLINE_STYLE_TIMEOUT_MS = 4000;
/** How long the online style's first tile may take after the map asked for it. */
export const ONLINE_TILES_TIMEOUT_MS = 6000;

/** Set for the rest of the session once the online basemap failed: no second wait on each map. */
const OFFLINE_KEY = 'ai-map:basemap-offline';

/** What `GET /map/config.json` says about the basemap. */
export interface MapConfig {
  styleUrl: string;
  /** The credit the online style's sources must show; null keeps the style's own. */
  styleAttribution: string | null;
  offlineStyleUrl: string;
}

export type Basemap =
  | {
      mode: 'online';
      style: StyleSpecification;
      /** The style's own sources: their errors and tiles tell whether the basemap works. */
      sourceIds: string[];
      offlineStyleUrl: string;
    }
  | { mode: 'offline'; style: string };

export function rememberOffline(storage: Storage = sessionStorage): void {
  try {
    storage.setItem(OFFLINE_KEY, '1');
  } catch {
    // Storage refused (private mode): the fallback then holds for this page only.
  }
}

export function offlineRemembered(storage: Storage = sessionStorage): boolean {
  try {
    return storage.getItem(OFFLINE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The app's own label fonts (`/fonts/`, data/fonts) for a font stack of the online style: the
 * product's layers use these two on either basemap, and one style has one glyph source, so the
 * online style's labels are drawn with them too — bold and medium faces with Medium, the rest
 * with Regular.
 */
export function ownFontStack(stack: readonly string[]): string[] {
  const heavy = stack.some((font) => /bold|medium|semibold|heavy|black/i.test(font));
  return [heavy ? 'Noto Sans Medium' : 'Noto Sans Regular'];
}

const StyleSchema = z
  .object({
    version: z.literal(8),
    sources: z.record(z.string(), z.object({ type: z.string() }).passthrough()),
    layers: z.array(z.object({ id: z.string(), type: z.string() }).passthrough()),
  })
  .passthrough();

const TileJsonSchema = z
  .object({
    tiles: z.array(z.string()).min(1),
    minzoom: z.number().optional(),
    maxzoom: z.number().optional(),
    bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]).optional(),
    attribution: z.string().optional(),
  })
  .passthrough();
type TileJson = z.infer<typeof TileJsonSchema>;

interface AdoptOptions {
  /** The app's glyph URL template. */
  glyphs: string;
  attribution: string | null;
  /** Each source's TileJSON, already fetched, by source id. */
  tileJson: Record<string, TileJson>;
}

/**
 * The online style made ready for this app: sources that point at a TileJSON get its tiles
 * inline (already fetched, so a blocked tile host shows before the map is drawn), the credit
 * the deployment configured, and the app's glyphs and fonts, so the product's own labels
 * (cluster counts, names) draw the same on both basemaps.
 */
export function adoptOnlineStyle(style: StyleSpecification, options: AdoptOptions) {
  const sources: Record<string, SourceSpecification> = {};
  for (const [id, source] of Object.entries(style.sources)) {
    let adopted = source;
    const tileJson = options.tileJson[id];
    if (tileJson && 'url' in source) {
      const { url: _url, ...rest } = source;
      adopted = {
        ...rest,
        tiles: tileJson.tiles,
        ...(tileJson.minzoom !== undefined && { minzoom: tileJson.minzoom }),
        ...(tileJson.maxzoom !== undefined && { maxzoom: tileJson.maxzoom }),
        ...(tileJson.bounds && { bounds: tileJson.bounds }),
        ...(tileJson.attribution && { attribution: tileJson.attribution }),
      } as SourceSpecification;
    }
    if (options.attribution && 'tiles' in adopted) {
      adopted = { ...adopted, attribution: options.attribution };
    }
    sources[id] = adopted;
  }
  const layers = style.layers.map((layer) => {
    if (layer.type !== 'symbol') return layer;
    const font = layer.layout?.['text-font'];
    // Only literal stacks are rewritten; a data-driven expression would need evaluating.
    if (!Array.isArray(font) || !font.every((f) => typeof f === 'string')) return layer;
    return { ...layer, layout: { ...layer.layout, 'text-font': ownFontStack(font as string[]) } };
  });
  return { ...style, glyphs: options.glyphs, sources, layers } as StyleSpecification;
}

async function fetchJson(url: string, signal: AbortSignal, fetchImpl: typeof fetch) {
  const response = await fetchImpl(url, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as unknown;
}

/**
 * Loads the online style and every TileJSON it points at within `timeoutMs` altogether, and
 * adopts it. Throws when anything is missing, malformed or late.
 */
export async function loadOnlineStyle(
  config: MapConfig,
  origin: string,
  { fetchImpl = fetch, timeoutMs = ONLINE_STYLE_TIMEOUT_MS } = {},
): Promise<Extract<Basemap, { mode: 'online' }>> {
  const signal = AbortSignal.timeout(timeoutMs);
  const styleUrl = new URL(config.styleUrl, origin).toString();
  const style = StyleSchema.parse(
    await fetchJson(styleUrl, signal, fetchImpl),
  ) as unknown as StyleSpecification;
  const withTileJson = Object.entries(style.sources).filter(
    (entry): entry is [string, SourceSpecification & { url: string }] =>
      'url' in entry[1] && typeof entry[1].url === 'string',
  );
  const tileJson = Object.fromEntries(
    await Promise.all(
      withTileJson.map(async ([id, source]) => {
        const url = new URL(source.url, styleUrl).toString();
        return [id, TileJsonSchema.parse(await fetchJson(url, signal, fetchImpl))] as const;
      }),
    ),
  );
  return {
    mode: 'online',
    style: adoptOnlineStyle(style, {
      glyphs: `${origin}/fonts/{fontstack}/{range}.pbf`,
      attribution: config.styleAttribution,
      tileJson,
    }),
    sourceIds: Object.keys(style.sources),
    offlineStyleUrl: new URL(config.offlineStyleUrl, origin).toString(),
  };
}

/**
 * The basemap to draw: the online style when there is one and it loads in time, else the
 * built-in style (and a failure is remembered for the session).
 */
export async function chooseBasemap(
  config: MapConfig,
  origin: string,
  options: { fetchImpl?: typeof fetch; timeoutMs?: number; storage?: Storage } = {},
): Promise<Basemap> {
  const offline: Basemap = {
    mode: 'offline',
    style: new URL(config.offlineStyleUrl, origin).toString(),
  };
  if (config.styleUrl === config.offlineStyleUrl || offlineRemembered(options.storage)) {
    return offline;
  }
  try {
    return await loadOnlineStyle(config, origin, options);
  } catch {
    rememberOffline(options.storage);
    return offline;
  }
}

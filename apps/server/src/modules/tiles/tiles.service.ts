import type { LegacyFeature } from 'geojson-vt';
import { fromGeojsonVt } from 'vt-pbf';
import type { AppContext } from '../../app-context';
import { BasemapAreas, STREET_MIN_ZOOM } from './basemap-areas';
import { buildCatalogueLayers, CATALOGUE_LAYERS, type CatalogueLayers } from './catalogue-layers';
import { VT_OPTIONS } from './tile-grid';

/**
 * The land polygons of a tile — the countries' and, at street zoom, those drawn from the OSM
 * coastline — as one feature without properties: the style fills land from it, while
 * `countries` keeps the per-country shapes for borders and choropleths. No union is needed:
 * geojson-vt winds every ring for MVT, so the rings can be concatenated as they are.
 */
function landOf(polygons: readonly LegacyFeature[]): LegacyFeature[] {
  const rings = polygons.flatMap((feature) => (feature.type === 3 ? feature.geometry : []));
  return rings.length > 0 ? [{ type: 3, geometry: rings, tags: {} }] : [];
}

/**
 * How far out, in tiles of this zoom, land is looked for around a street-zoom tile outside the
 * extracts. The countries are Natural Earth's 1:50m shapes, whose coasts run up to a few km off
 * (central Lisbon lies 3.6 km outside Portugal's, Midtown Manhattan 0.7 km outside the USA's):
 * one tile of zoom 12 is 7–10 km at the latitudes of most coastal cities, so that margin holds.
 */
const COAST_CHECK_ZOOM = STREET_MIN_ZOOM;

/** A square over the whole tile and its buffer, wound as MVT wants an outer ring. */
function wholeTile(): LegacyFeature {
  const [lo, hi] = [-VT_OPTIONS.buffer, VT_OPTIONS.extent + VT_OPTIONS.buffer];
  const ring: [number, number][] = [
    [lo, lo],
    [hi, lo],
    [hi, hi],
    [lo, hi],
    [lo, lo],
  ];
  return { type: 3, geometry: [ring], tags: {} };
}

/**
 * Vector tiles: the catalogue layers (countries, borders, labels, cities), a land layer and the
 * street-level layers of the bundled OSM extracts. The catalogue indexes are built once, lazily,
 * on the first request (concurrent first requests share the one build); `reset()` drops them so
 * the next request rebuilds, which a finished catalogue import triggers.
 */
export class TileService {
  private layers: Promise<CatalogueLayers> | undefined;
  private readonly basemap: BasemapAreas;

  constructor(private readonly ctx: AppContext) {
    this.basemap = new BasemapAreas(ctx.config.basemapDir, ctx.log);
  }

  reset(): void {
    this.layers = undefined;
  }

  private load(): Promise<CatalogueLayers> {
    if (!this.layers) {
      const started = Date.now();
      this.layers = buildCatalogueLayers(this.ctx).then(
        (layers) => {
          this.ctx.log.info({ ms: Date.now() - started }, 'vector tile indexes built');
          return layers;
        },
        (error: unknown) => {
          this.layers = undefined;
          throw error;
        },
      );
    }
    return this.layers;
  }

  /**
   * Whether tile z/x/y is at street zoom, outside every extract (which draws its own
   * coastline), and near a country: the coarse country shapes would then draw streets on the
   * shore as sea, so the whole tile is drawn as land instead. Sea close to a coast turns beige at
   * street zoom; land never turns blue.
   */
  private async coarseCoast(layers: CatalogueLayers, z: number, x: number, y: number) {
    if (z < STREET_MIN_ZOOM || (await this.basemap.overlaps(z, x, y))) return false;
    const shift = z - COAST_CHECK_ZOOM;
    const [cx, cy] = [x >> shift, y >> shift];
    const size = 2 ** COAST_CHECK_ZOOM;
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        const ny = cy + dy;
        if (ny < 0 || ny >= size) continue;
        const nx = (cx + dx + size) % size;
        if ((layers.countries.getTile(COAST_CHECK_ZOOM, nx, ny)?.features.length ?? 0) > 0) {
          return true;
        }
      }
    }
    return false;
  }

  /** The encoded tile, or null when no layer has anything in it. */
  async tile(z: number, x: number, y: number): Promise<Uint8Array | null> {
    const [layers, streets] = await Promise.all([this.load(), this.basemap.tileFeatures(z, x, y)]);
    const found: Record<string, { features: readonly LegacyFeature[] }> = {};
    for (const name of CATALOGUE_LAYERS) {
      const tile = layers[name].getTile(z, x, y);
      if (tile && tile.features.length > 0) found[name] = tile;
    }
    const { land: coastLand = [], ...streetLayers } = streets;
    const land = (await this.coarseCoast(layers, z, x, y))
      ? [wholeTile()]
      : landOf([...(found.countries?.features ?? []), ...coastLand]);
    if (land.length > 0) found.land = { features: land };
    for (const [name, features] of Object.entries(streetLayers)) found[name] = { features };
    if (Object.keys(found).length === 0) return null;
    return fromGeojsonVt(found, { version: 2, extent: VT_OPTIONS.extent });
  }
}

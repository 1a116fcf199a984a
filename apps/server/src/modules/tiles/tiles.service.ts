import type { LegacyFeature } from 'geojson-vt';
import { fromGeojsonVt } from 'vt-pbf';
import type { AppContext } from '../../app-context';
import { BasemapAreas } from './basemap-areas';
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

  /** The encoded tile, or null when no layer has anything in it. */
  async tile(z: number, x: number, y: number): Promise<Uint8Array | null> {
    const [layers, streets] = await Promise.all([this.load(), this.basemap.tileFeatures(z, x, y)]);
    const found: Record<string, { features: readonly LegacyFeature[] }> = {};
    for (const name of CATALOGUE_LAYERS) {
      const tile = layers[name].getTile(z, x, y);
      if (tile && tile.features.length > 0) found[name] = tile;
    }
    const { land: coastLand = [], ...streetLayers } = streets;
    const land = landOf([...(found.countries?.features ?? []), ...coastLand]);
    if (land.length > 0) found.land = { features: land };
    for (const [name, features] of Object.entries(streetLayers)) found[name] = { features };
    if (Object.keys(found).length === 0) return null;
    return fromGeojsonVt(found, { version: 2, extent: VT_OPTIONS.extent });
  }
}

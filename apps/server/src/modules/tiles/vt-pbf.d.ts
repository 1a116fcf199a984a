declare module 'vt-pbf' {
  /** A geojson-vt tile (or anything with geojson-vt's `features` shape). */
  export interface GeojsonVtLayer {
    features: readonly unknown[];
  }
  /** Serialises geojson-vt tiles, one per layer name, into a Mapbox Vector Tile. */
  export function fromGeojsonVt(
    layers: Record<string, GeojsonVtLayer>,
    options?: { version?: 1 | 2; extent?: number },
  ): Uint8Array;
}

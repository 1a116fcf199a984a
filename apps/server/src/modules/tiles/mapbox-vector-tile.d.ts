// Minimal types for @mapbox/vector-tile v1 (a dependency of vt-pbf), used by the tile tests.
declare module '@mapbox/vector-tile' {
  import type { Feature } from 'geojson';
  import type Pbf from 'pbf';

  export class VectorTileFeature {
    type: 1 | 2 | 3;
    extent: number;
    id: number | undefined;
    properties: Record<string, string | number | boolean>;
    loadGeometry(): { x: number; y: number }[][];
    toGeoJSON(x: number, y: number, z: number): Feature;
  }
  export class VectorTileLayer {
    name: string;
    version: number;
    extent: number;
    length: number;
    feature(i: number): VectorTileFeature;
  }
  export class VectorTile {
    constructor(pbf: Pbf);
    layers: Record<string, VectorTileLayer>;
  }
}

/** Credits for the data the basemap tiles are made from. */
export const MAP_ATTRIBUTION = [
  '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a>',
  '<a href="https://www.naturalearthdata.com/">Natural Earth</a>',
  '<a href="https://www.geonames.org/">GeoNames</a>',
  '<a href="https://www.wikidata.org/">Wikidata</a>',
].join(', ');

const SEA = '#aad3df';
const LAND = '#f2efe9';
const BORDER = '#9e9cab';
const TEXT = '#333333';
const HALO = '#ffffff';

/** The MapLibre style (v8) of the offline basemap, with absolute URLs under `origin`. */
export function mapStyle(origin: string) {
  return {
    version: 8,
    name: 'AI Travel Map offline basemap',
    sources: {
      basemap: {
        type: 'vector',
        tiles: [`${origin}/tiles/{z}/{x}/{y}.pbf`],
        minzoom: 0,
        maxzoom: 14,
        attribution: MAP_ATTRIBUTION,
      },
    },
    glyphs: `${origin}/fonts/{fontstack}/{range}.pbf`,
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': SEA } },
      {
        id: 'countries-fill',
        type: 'fill',
        source: 'basemap',
        'source-layer': 'countries',
        paint: { 'fill-color': LAND },
      },
      {
        id: 'boundaries',
        type: 'line',
        source: 'basemap',
        'source-layer': 'boundaries',
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: {
          'line-color': BORDER,
          'line-width': ['interpolate', ['linear'], ['zoom'], 0, 0.5, 6, 1.2, 12, 2],
        },
      },
      {
        id: 'country-labels',
        type: 'symbol',
        source: 'basemap',
        'source-layer': 'country_labels',
        maxzoom: 8,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': ['Noto Sans Medium'],
          'text-size': ['interpolate', ['linear'], ['zoom'], 1, 10, 6, 16],
          'text-max-width': 8,
        },
        paint: { 'text-color': TEXT, 'text-halo-color': HALO, 'text-halo-width': 1.5 },
      },
      {
        id: 'city-labels',
        type: 'symbol',
        source: 'basemap',
        'source-layer': 'cities',
        minzoom: 2,
        filter: ['>=', ['zoom'], ['get', 'min_zoom']],
        layout: {
          'text-field': ['get', 'name'],
          'text-font': ['Noto Sans Regular'],
          'text-size': ['interpolate', ['linear'], ['zoom'], 2, 10, 10, 14],
          'symbol-sort-key': ['get', 'rank'],
          'text-anchor': 'top',
          'text-offset': [0, 0.3],
        },
        paint: { 'text-color': TEXT, 'text-halo-color': HALO, 'text-halo-width': 1.2 },
      },
    ],
  };
}

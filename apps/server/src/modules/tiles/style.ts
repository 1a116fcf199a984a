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
const PARK = '#cdebb0';
const WOOD = '#add19e';
const CEMETERY = '#c4dcb8';
const BUILDING = '#e0dbd5';
const BUILDING_EDGE = '#cdc6be';
const RAIL = '#9a9a9a';
const PATH = '#c49a8a';

/** Street classes of the `streets` layer with their fill and casing colours, widest first. */
const STREET_COLOURS = {
  motorway: ['#f3b47c', '#d68a4c'],
  trunk: ['#f7c98f', '#d99e62'],
  primary: ['#fcdc9f', '#d9ae6c'],
  secondary: ['#fbeec0', '#c9b88a'],
  tertiary: ['#ffffff', '#c6bcb0'],
  minor: ['#ffffff', '#d3cac0'],
} as const;
type StreetClass = keyof typeof STREET_COLOURS;

/** Line width in pixels per street class at zooms 12, 14, 16 and 18 (0: not drawn yet). */
const STREET_WIDTHS: Record<StreetClass, [number, number, number, number]> = {
  motorway: [2, 4, 9, 22],
  trunk: [1.8, 3.5, 8, 20],
  primary: [1.5, 3, 7, 18],
  secondary: [1.2, 2.5, 6, 16],
  tertiary: [1, 2, 5, 14],
  minor: [0, 1.2, 4, 12],
};
const WIDTH_ZOOMS = [12, 14, 16, 18] as const;

const streetClass = ['get', 'class'];

/** `match` on the street class: one value per class, `fallback` for anything else. */
function byClass(value: (cls: StreetClass) => unknown, fallback: unknown): unknown[] {
  const cases = (Object.keys(STREET_COLOURS) as StreetClass[]).flatMap((cls) => [cls, value(cls)]);
  return ['match', streetClass, ...cases, fallback];
}

/** Street widths growing with the zoom (exponential, as a street's size on screen does). */
function streetWidth(extra: number): unknown[] {
  const stops = WIDTH_ZOOMS.flatMap((zoom, i) => [
    zoom,
    byClass((cls) => (STREET_WIDTHS[cls][i]! > 0 ? STREET_WIDTHS[cls][i]! + extra : 0), 0),
  ]);
  return ['interpolate', ['exponential', 1.5], ['zoom'], ...stops];
}

/** Streets except paths, which are drawn apart, dashed. (Tiles hold minor streets from 13 on.) */
const roadFilter = ['!=', streetClass, 'path'];

const streetLayout = { 'line-join': 'round', 'line-cap': 'round' };

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
    layers: [...areaLayers(), ...lineLayers(), ...labelLayers()],
  };
}

/** Sea, land, parks and woods, water, waterways and buildings: the areas, drawn first. */
function areaLayers() {
  return [
    { id: 'background', type: 'background', paint: { 'background-color': SEA } },
    {
      id: 'land',
      type: 'fill',
      source: 'basemap',
      'source-layer': 'land',
      paint: { 'fill-color': LAND },
    },
    {
      id: 'parks',
      type: 'fill',
      source: 'basemap',
      'source-layer': 'parks',
      paint: {
        'fill-color': [
          'match',
          ['get', 'class'],
          ['forest', 'wood', 'scrub'],
          WOOD,
          'cemetery',
          CEMETERY,
          PARK,
        ],
      },
    },
    {
      id: 'water',
      type: 'fill',
      source: 'basemap',
      'source-layer': 'water',
      // A fill layer would also fill the river lines, as if each were closed into a polygon.
      filter: ['==', ['geometry-type'], 'Polygon'],
      paint: { 'fill-color': SEA },
    },
    {
      id: 'waterways',
      type: 'line',
      source: 'basemap',
      'source-layer': 'water',
      // The layer's polygons (lakes, riverbanks) are filled above; a line layer would outline them.
      filter: ['match', ['get', 'class'], ['river', 'stream', 'canal'], true, false],
      layout: streetLayout,
      paint: {
        'line-color': SEA,
        'line-width': [
          'interpolate',
          ['exponential', 1.4],
          ['zoom'],
          12,
          ['match', ['get', 'class'], 'river', 1.5, 0.5],
          18,
          ['match', ['get', 'class'], 'river', 14, 5],
        ],
      },
    },
    {
      id: 'buildings',
      type: 'fill',
      source: 'basemap',
      'source-layer': 'buildings',
      minzoom: 14,
      paint: {
        'fill-color': BUILDING,
        'fill-outline-color': BUILDING_EDGE,
        'fill-opacity': ['interpolate', ['linear'], ['zoom'], 14, 0.5, 15, 1],
      },
    },
  ];
}

/** Streets (cased), paths, railways and borders, over the areas. */
function lineLayers() {
  return [
    {
      id: 'streets-casing',
      type: 'line',
      source: 'basemap',
      'source-layer': 'streets',
      filter: roadFilter,
      layout: streetLayout,
      paint: {
        'line-color': byClass((cls) => STREET_COLOURS[cls][1], BUILDING_EDGE),
        'line-width': streetWidth(1.5),
      },
    },
    {
      id: 'paths',
      type: 'line',
      source: 'basemap',
      'source-layer': 'streets',
      minzoom: 15,
      filter: ['==', streetClass, 'path'],
      paint: {
        'line-color': PATH,
        'line-width': ['interpolate', ['linear'], ['zoom'], 15, 1, 18, 2],
        'line-dasharray': [2, 1.5],
      },
    },
    {
      id: 'streets',
      type: 'line',
      source: 'basemap',
      'source-layer': 'streets',
      filter: roadFilter,
      layout: streetLayout,
      paint: {
        'line-color': byClass((cls) => STREET_COLOURS[cls][0], HALO),
        'line-width': streetWidth(0),
      },
    },
    {
      id: 'railways',
      type: 'line',
      source: 'basemap',
      'source-layer': 'railways',
      paint: {
        'line-color': RAIL,
        'line-width': ['interpolate', ['linear'], ['zoom'], 12, 1, 18, 4],
      },
    },
    {
      id: 'railways-dashes',
      type: 'line',
      source: 'basemap',
      'source-layer': 'railways',
      minzoom: 14,
      paint: {
        'line-color': HALO,
        'line-width': ['interpolate', ['linear'], ['zoom'], 14, 1, 18, 2.5],
        'line-dasharray': [3, 3],
      },
    },
    {
      id: 'boundaries',
      type: 'line',
      source: 'basemap',
      'source-layer': 'boundaries',
      // The outlines are Natural Earth's 1:50m: at street zoom they run hundreds of metres off,
      // across harbours and blocks, so they fade out as the streets come in.
      maxzoom: 13,
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: {
        'line-color': BORDER,
        'line-width': ['interpolate', ['linear'], ['zoom'], 0, 0.5, 6, 1.2, 12, 2],
        'line-opacity': ['interpolate', ['linear'], ['zoom'], 11, 1, 13, 0],
      },
    },
  ];
}

/** The names of streets, countries and cities, drawn last, over everything. */
function labelLayers() {
  return [
    {
      id: 'street-labels',
      type: 'symbol',
      source: 'basemap',
      'source-layer': 'streets',
      minzoom: 15,
      filter: ['has', 'name'],
      layout: {
        'symbol-placement': 'line',
        'text-field': ['get', 'name'],
        'text-font': ['Noto Sans Regular'],
        'text-size': ['interpolate', ['linear'], ['zoom'], 15, 10, 18, 14],
        'text-max-angle': 30,
      },
      paint: { 'text-color': TEXT, 'text-halo-color': HALO, 'text-halo-width': 1.5 },
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
  ];
}

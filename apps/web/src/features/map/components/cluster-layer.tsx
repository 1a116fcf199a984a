import type { ExpressionSpecification } from 'maplibre-gl';
import { useEffect, useMemo } from 'react';
import { Layer, Source, useMap } from 'react-map-gl/maplibre';
import { useClusters } from '../api/get-clusters';
import { useLocalMarkersRequest } from '../hooks/use-local-markers-request';
import { clusterFeatures } from '../lib/cluster-features';
import { ICON_COLORS } from '../lib/marker-images';

/** Layer ids the pointer handlers listen on. */
export const CLUSTER_LAYER_IDS = { clusters: 'clusters-circle', places: 'places-icon' } as const;

const iconColor: ExpressionSpecification = [
  'match',
  ['get', 'icon'],
  'events',
  ICON_COLORS.events,
  'shopping',
  ICON_COLORS.shopping,
  'food_and_drinks',
  ICON_COLORS.food_and_drinks,
  ICON_COLORS.attractions,
];

const iconImage: ExpressionSpecification = [
  'case',
  ['==', ['get', 'icon2'], ''],
  ['concat', 'icon-', ['get', 'icon']],
  ['concat', 'icon-', ['get', 'icon'], '-', ['get', 'icon2']],
];

/** Size classes of §2 as icon scales. */
const sizeScale: ExpressionSpecification = [
  'match',
  ['get', 'size'],
  'small',
  0.8,
  'large',
  1.25,
  1,
];

let firstMarkersMarked = false;

/**
 * Marks 'map:first-markers' once per page load, after the first frame that painted a local
 * marker, and 'map:markers-settled' at the map's next idle (every basemap tile and glyph drawn
 * too): the map-page benchmark and the e2e tests read them to time a cold map load.
 */
function useFirstMarkersMark(count: number) {
  const { current: map } = useMap();
  useEffect(() => {
    if (!map || count === 0 || firstMarkersMarked) return;
    const painted = () => {
      const layers = Object.values(CLUSTER_LAYER_IDS).filter((id) => map.getLayer(id));
      if (firstMarkersMarked || layers.length === 0) return;
      if (map.queryRenderedFeatures({ layers }).length === 0) return;
      firstMarkersMarked = true;
      performance.mark('map:first-markers');
      map.off('render', painted);
      map.once('idle', () => performance.mark('map:markers-settled'));
    };
    map.on('render', painted);
    return () => void map.off('render', painted);
  }, [map, count]);
}

/**
 * The local markers: clusters (amount, up to two category icons and "+N") and single places
 * (kind icon sized by rating class, rating label, badges), all drawn by WebGL from one source.
 * `stepBack`: a trip is drawn over them, and its stops in a city sat among clusters of the same
 * size (issue 29, Tokyo); the markers fade, still there to be clicked and added.
 */
export function ClusterLayer({ stepBack = false }: { stepBack?: boolean }) {
  const request = useLocalMarkersRequest();
  const { data } = useClusters(request);
  const features = useMemo(() => clusterFeatures(data?.results ?? []), [data]);
  const visible = request !== null && request.kinds.length > 0;
  useFirstMarkersMark(features.features.length);
  const opacity = stepBack ? 0.5 : 1;

  return (
    <Source id="local-markers" type="geojson" data={features}>
      <Layer
        id={CLUSTER_LAYER_IDS.clusters}
        type="circle"
        filter={['==', ['get', 'cluster'], true]}
        layout={{ visibility: visible ? 'visible' : 'none' }}
        paint={{
          'circle-color': '#ffffff',
          'circle-stroke-color': iconColor,
          'circle-stroke-width': 3,
          'circle-radius': ['step', ['get', 'amount'], 20, 50, 24, 500, 28, 5000, 33],
          'circle-opacity': 0.95 * opacity,
          'circle-stroke-opacity': opacity,
        }}
      />
      <Layer
        id="clusters-label"
        type="symbol"
        filter={['==', ['get', 'cluster'], true]}
        layout={{
          visibility: visible ? 'visible' : 'none',
          'icon-image': iconImage,
          'icon-size': 0.7,
          'icon-offset': [0, -9],
          'icon-allow-overlap': true,
          'text-field': ['concat', ['get', 'label'], ['get', 'more']],
          'text-font': ['Noto Sans Medium'],
          'text-size': 11,
          'text-offset': [0, 0.75],
          'text-allow-overlap': true,
        }}
        paint={{ 'text-color': '#1f2937', 'text-opacity': opacity, 'icon-opacity': opacity }}
      />
      <Layer
        id={CLUSTER_LAYER_IDS.places}
        type="symbol"
        filter={['==', ['get', 'cluster'], false]}
        layout={{
          visibility: visible ? 'visible' : 'none',
          'icon-image': iconImage,
          'icon-size': sizeScale,
          'icon-allow-overlap': true,
          'text-field': ['get', 'ratingLabel'],
          'text-font': ['Noto Sans Medium'],
          'text-size': 11,
          'text-anchor': 'top',
          'text-offset': [0, 1.1],
          'text-optional': true,
          'symbol-sort-key': ['-', 10, ['get', 'rating']],
        }}
        paint={{
          'text-color': '#111827',
          'text-halo-color': '#ffffff',
          'text-halo-width': 1.5,
          'text-opacity': opacity,
          'icon-opacity': opacity,
        }}
      />
      <Layer
        id="places-badges"
        type="circle"
        filter={[
          'all',
          ['==', ['get', 'cluster'], false],
          ['any', ['get', 'isStared'], ['get', 'isActive'], ['get', 'isVisited']],
        ]}
        layout={{ visibility: visible ? 'visible' : 'none' }}
        paint={{
          'circle-radius': 4.5,
          'circle-translate': [10, -10],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1.5,
          'circle-opacity': opacity,
          'circle-stroke-opacity': opacity,
          // Favourite (stared) gold, liked (active) red, visited green: the strongest mark wins.
          'circle-color': [
            'case',
            ['get', 'isStared'],
            '#f59e0b',
            ['get', 'isActive'],
            '#ef4444',
            '#16a34a',
          ],
        }}
      />
    </Source>
  );
}

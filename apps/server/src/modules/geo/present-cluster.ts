import {
  CLUSTER_ICONS,
  iconOfKind,
  roundCoordinate,
  type Cluster,
  type ClusterComponent,
} from '@ai-map/contracts';
import type { ClusterFeature, PointFeature } from 'supercluster';
import type { ClusterProps, GeoPoint, IndexScope } from './geo-index';
import { noFlags, type Flags } from './viewer-flags';

/** What a supercluster index answers: a cluster, or one of the points it was loaded with. */
export type IndexFeature = ClusterFeature<ClusterProps> | PointFeature<GeoPoint>;

export const isCluster = (f: IndexFeature): f is ClusterFeature<ClusterProps> =>
  'cluster' in f.properties && f.properties.cluster === true;

function componentsOf(props: ClusterProps): ClusterComponent[] {
  return CLUSTER_ICONS.map((type) => ({ type, count: props[type] }))
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count);
}

/** The closed ring of a cluster's bounding rectangle, [lng, lat] pairs. */
function outline(p: ClusterProps): [number, number][] {
  return [
    [p.minLng, p.maxLat],
    [p.maxLng, p.maxLat],
    [p.maxLng, p.minLat],
    [p.minLng, p.minLat],
    [p.minLng, p.maxLat],
  ];
}

// Every answer below is one literal of one shape (no spreads): V8 keeps such literals on its
// fast path, and these run for every cluster of every tile.

/** One place as a cluster of one, at the position supercluster gives it, with the viewer's flags. */
export function presentSingle(p: GeoPoint, lng: number, lat: number, flags: Flags = noFlags) {
  // 6 decimals (about 0.1 m) is what the map uses (§5); the rest would only lengthen the answer.
  const x = roundCoordinate(lng);
  const y = roundCoordinate(lat);
  const single: Cluster = {
    id: `${p.kind}:${p.id}`,
    position: { lat: y, lng: x },
    geo_points_json: [x, y],
    amount: 1,
    object: { amount: 1 },
    isNumberMarker: false,
    components: [{ type: iconOfKind[p.kind], count: 1 }],
    rating: p.rating,
    nested_cluster: [],
    nested_clusters: 0,
    items: [
      {
        id: p.id,
        kind: p.kind,
        name: p.name,
        local_culture: p.localCulture,
        isStared: flags.isStared,
        isActive: flags.isActive,
        isVisited: flags.isVisited,
      },
    ],
  };
  return single;
}

/**
 * A feature of the index of `scope` as the contract's cluster, anonymous (no flags). Cluster ids
 * are `{scope}:c{supercluster id}`, single points `{kind}:{id}`. `outlines` adds each cluster's
 * bounding rectangle (polygon_clusters).
 */
export function presentFeature(scope: IndexScope, feature: IndexFeature, outlines: boolean) {
  const [lng, lat] = feature.geometry.coordinates as [number, number];
  if (!isCluster(feature)) return presentSingle(feature.properties, lng, lat);
  const props = feature.properties;
  const components = componentsOf(props);
  const nested = outlines
    ? [{ geo_circle_json: outline(props), cluster_type: components[0]!.type }]
    : [];
  const x = roundCoordinate(lng);
  const y = roundCoordinate(lat);
  const cluster: Cluster = {
    id: `${scope}:c${props.cluster_id}`,
    position: { lat: y, lng: x },
    geo_points_json: [x, y],
    amount: props.point_count,
    object: { amount: props.point_count },
    isNumberMarker: true,
    components,
    rating: props.best,
    nested_cluster: nested,
    nested_clusters: nested.length,
    items: [],
  };
  return cluster;
}

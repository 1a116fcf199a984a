import type { Cluster, ClusterIcon, GeoKind, GeoMarker } from '@ai-map/contracts';
import type { Feature, FeatureCollection, Point } from 'geojson';

/** Properties of a point drawn by the cluster layers; MapLibre expressions read them. */
export interface ClusterFeatureProps {
  /** Cluster id, or `{kind}:{id}` for a single place: the marker id of §4. */
  markerId: string;
  cluster: boolean;
  amount: number;
  /** Short count label: 1234 → "1.2k". */
  label: string;
  /** Icon of the largest category (clusters) or of the place's kind. */
  icon: ClusterIcon;
  /** The second icon of the §2 rule, '' when there is none. */
  icon2: ClusterIcon | '';
  /** "+N" of the §2 rule, '' when there is none. */
  more: string;
  rating: number;
  ratingLabel: string;
  size: 'small' | 'medium' | 'large';
  kind: GeoKind | '';
  placeId: number;
  name: string;
  isStared: boolean;
  isActive: boolean;
  isVisited: boolean;
}

const kindIcon: Record<GeoKind, ClusterIcon> = {
  attraction: 'attractions',
  shop: 'shopping',
  food: 'food_and_drinks',
  event: 'events',
};

export function countLabel(amount: number): string {
  if (amount < 1000) return String(amount);
  if (amount < 10_000) return `${(amount / 1000).toFixed(1).replace(/\.0$/, '')}k`;
  if (amount < 1_000_000) return `${Math.round(amount / 1000)}k`;
  return `${(amount / 1_000_000).toFixed(1).replace(/\.0$/, '')}M`;
}

/** `{kind}:{id}`: the marker id of a single place, unique across kinds. */
export const markerIdOf = (marker: Pick<GeoMarker, 'kind' | 'id'>) => `${marker.kind}:${marker.id}`;

function placeFeature(marker: GeoMarker): Feature<Point, ClusterFeatureProps> {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: marker.geo_points_json },
    properties: {
      markerId: markerIdOf(marker),
      cluster: false,
      amount: 1,
      label: '',
      icon: kindIcon[marker.kind],
      icon2: '',
      more: '',
      rating: marker.rating,
      ratingLabel: marker.rating.toFixed(1),
      size: marker.size,
      kind: marker.kind,
      placeId: marker.id,
      name: marker.name,
      isStared: marker.isStared,
      isActive: marker.isActive,
      isVisited: marker.isVisited,
    },
  };
}

function clusterFeature(cluster: Cluster): Feature<Point, ClusterFeatureProps> {
  const [first, second] = cluster.icons;
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: cluster.geo_points_json },
    properties: {
      markerId: cluster.id,
      cluster: true,
      amount: cluster.amount,
      label: countLabel(cluster.amount),
      icon: first?.type ?? 'attractions',
      icon2: second?.type ?? '',
      more: cluster.more > 0 ? `+${cluster.more}` : '',
      rating: cluster.rating,
      ratingLabel: cluster.rating.toFixed(1),
      size: cluster.size,
      kind: '',
      placeId: 0,
      name: '',
      isStared: false,
      isActive: false,
      isVisited: false,
    },
  };
}

/**
 * The clusters answer as one GeoJSON collection for WebGL layers: a cluster of one place is
 * drawn as that place's marker, so single points look the same whatever call brought them.
 */
export function clusterFeatures(
  clusters: Cluster[],
): FeatureCollection<Point, ClusterFeatureProps> {
  return {
    type: 'FeatureCollection',
    features: clusters.map((cluster) => {
      const only = cluster.amount === 1 ? cluster.items[0] : undefined;
      return only ? placeFeature(only) : clusterFeature(cluster);
    }),
  };
}

import {
  clusterIcons,
  sizeClass,
  type Cluster,
  type ClusterIcon,
  type ClusterItem,
  type GeoKind,
  type GeoMarker,
} from '@ai-map/contracts';
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

/** A cluster of one place: the place's own fields, with the cluster's position and rating. */
function placeFeature(cluster: Cluster, marker: ClusterItem): Feature<Point, ClusterFeatureProps> {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: cluster.geo_points_json },
    properties: {
      markerId: markerIdOf(marker),
      cluster: false,
      amount: 1,
      label: '',
      icon: kindIcon[marker.kind],
      icon2: '',
      more: '',
      rating: cluster.rating,
      ratingLabel: cluster.rating.toFixed(1),
      size: sizeClass(cluster.rating),
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
  const { icons, more } = clusterIcons(cluster.components);
  const [first, second] = icons;
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
      more: more > 0 ? `+${more}` : '',
      rating: cluster.rating,
      ratingLabel: cluster.rating.toFixed(1),
      size: sizeClass(cluster.rating),
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
      return only ? placeFeature(cluster, only) : clusterFeature(cluster);
    }),
  };
}

import type { GeneralResponseSchema, MarkersResponseSchema, SizeClass } from '@ai-map/contracts';
import type { z } from 'zod';

export type GeneralArea = z.infer<typeof GeneralResponseSchema>['results'][number];
export type LocalCultureMarker = z.infer<typeof MarkersResponseSchema>['results'][number];

export interface GeneralMarkerProperties {
  id: number;
  type: 'country' | 'city';
  name: string;
  rating: number;
  ratingLabel: string;
  size: SizeClass;
}

/** geo/general countries and cities as points with their name, rating and size class (§2). */
export function generalMarkerFeatures(
  areas: GeneralArea[],
): GeoJSON.FeatureCollection<GeoJSON.Point, GeneralMarkerProperties> {
  return {
    type: 'FeatureCollection',
    features: areas.map((area) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: area.geo_points_json },
      properties: {
        id: area.id,
        type: area.type,
        name: (area.type === 'country' ? area.country_name : area.city_name) ?? area.slug,
        rating: area.rating,
        ratingLabel: area.rating.toFixed(1),
        size: area.size,
      },
    })),
  };
}

export interface LocalCultureProperties {
  /** The marker id of §4, `{kind}:{id}`, as the local markers carry it. */
  markerId: string;
  kind: LocalCultureMarker['kind'];
  placeId: number;
  name: string;
  icon: string;
  ratingLabel: string;
}

const KIND_ICONS: Record<LocalCultureMarker['kind'], string> = {
  attraction: 'icon-attractions',
  shop: 'icon-shopping',
  food: 'icon-food_and_drinks',
  event: 'icon-events',
};

/** geo/local_culture markers: the kind's icon with the rating under it. */
export function localCultureFeatures(
  markers: LocalCultureMarker[],
): GeoJSON.FeatureCollection<GeoJSON.Point, LocalCultureProperties> {
  return {
    type: 'FeatureCollection',
    features: markers.map((marker) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: marker.geo_points_json },
      properties: {
        markerId: `${marker.kind}:${marker.id}`,
        kind: marker.kind,
        placeId: marker.id,
        name: marker.name,
        icon: KIND_ICONS[marker.kind],
        ratingLabel: marker.rating.toFixed(1),
      },
    })),
  };
}

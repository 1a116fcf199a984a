import {
  type AttractionDetail,
  AttractionDetailSchema,
  type EventDetail,
  EventDetailSchema,
  type GeoKind,
  type RestaurantDetail,
  RestaurantDetailSchema,
  type ShopDetail,
  ShopDetailSchema,
  attractionPaths,
  eventPaths,
  foodPaths,
  shopPaths,
  type ApiPath,
} from '@ai-map/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client';

/** A place's details as the map's tooltip call answers them, tagged with its kind. */
export type PlaceDetail =
  | { kind: 'attraction'; data: AttractionDetail }
  | { kind: 'shop'; data: ShopDetail }
  | { kind: 'food'; data: RestaurantDetail }
  | { kind: 'event'; data: EventDetail };

const onMapPaths: Record<GeoKind, (id: number) => ApiPath> = {
  attraction: attractionPaths.onMap,
  shop: shopPaths.onMap,
  food: foodPaths.onMap,
  event: eventPaths.onMap,
};

/** `geo/{type}s/{id}/` of §7: attractions, shops, events; food and drink places are `geo/foods/`. */
export function placeDetailPath(kind: GeoKind, id: number): ApiPath {
  return onMapPaths[kind](id);
}

export async function getPlaceDetail(
  kind: GeoKind,
  id: number,
  signal?: AbortSignal,
): Promise<PlaceDetail> {
  const path = placeDetailPath(kind, id);
  switch (kind) {
    case 'attraction':
      return { kind, data: await apiRequest(path, { schema: AttractionDetailSchema, signal }) };
    case 'shop':
      return { kind, data: await apiRequest(path, { schema: ShopDetailSchema, signal }) };
    case 'food':
      return { kind, data: await apiRequest(path, { schema: RestaurantDetailSchema, signal }) };
    case 'event':
      return { kind, data: await apiRequest(path, { schema: EventDetailSchema, signal }) };
  }
}

export function placeDetailQueryOptions(kind: GeoKind, id: number) {
  return queryOptions({
    queryKey: ['map', 'place', kind, id] as const,
    queryFn: ({ signal }) => getPlaceDetail(kind, id, signal),
    // Hovering back and forth over the same markers should not ask again each time.
    staleTime: 60_000,
  });
}

export function usePlaceDetail(kind: GeoKind, id: number) {
  return useQuery(placeDetailQueryOptions(kind, id));
}

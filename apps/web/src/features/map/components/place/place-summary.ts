import type { GeoKind, PlaceImage } from '@ai-map/contracts';
import { attractionPath } from '../../../places';
import type { MarkObject } from '../../../social';
import {
  eventPath,
  foodPath,
  formatDateRange,
  placeAddress,
  shopPath,
} from '../../../../shared/lib/venues';
import type { PlaceDetail } from '../../api/place-details';

/** What the tooltip, the info window and the selected view show of any kind of place. */
export interface PlaceSummary {
  kind: GeoKind;
  id: number;
  name: string;
  /** Category names, most specific first. */
  categories: string[];
  rating: number;
  /** The street address, else city, region and country; '' when nothing is known. */
  address: string;
  openingHours: string | null;
  /** Events: their dates ("1 Jul 2025 – 3 Jul 2025"); null for other kinds. */
  dates: string | null;
  images: PlaceImage[];
  blurred: boolean;
  likes: number;
  isLiked: boolean;
  isFavourite: boolean;
  /** Undefined where the kind has no visited mark (food and drink places, §7). */
  isVisited: boolean | undefined;
  /** The place's own page. */
  path: string;
  markObject: MarkObject;
  /** [longitude, latitude]. */
  lngLat: [number, number];
  /** Set when the place is in the viewer's trip (§3); the planner's add-to-trip button reads it. */
  placeToVisitId: number | null;
}

const pagePath: Record<GeoKind, (id: number) => string> = {
  attraction: attractionPath,
  shop: shopPath,
  food: foodPath,
  event: eventPath,
};

/** The page of a place of the map: /attraction/:id, /shop/:id, /food/:id, /event/:id. */
export function placePagePath(kind: GeoKind, id: number): string {
  return pagePath[kind](id);
}

function idAndCategories(detail: PlaceDetail): { id: number; categories: string[] } {
  switch (detail.kind) {
    case 'attraction':
      return {
        id: detail.data.attraction_id,
        categories: detail.data.entertainment_category_name,
      };
    case 'shop':
      return { id: detail.data.shop_id, categories: detail.data.shop_category_name };
    case 'food':
      return { id: detail.data.restaurant_id, categories: detail.data.food_category_name };
    case 'event':
      return { id: detail.data.event_id, categories: detail.data.event_category_name };
  }
}

export function placeSummary(detail: PlaceDetail): PlaceSummary {
  const { data, kind } = detail;
  const { id, categories } = idAndCategories(detail);
  return {
    kind,
    id,
    name: data.name,
    categories,
    rating: data.rating,
    address: placeAddress(data),
    openingHours: data.opening_hours,
    dates:
      kind === 'event' ? formatDateRange(detail.data.start_date, detail.data.finish_date) : null,
    images: data.image,
    blurred: data.is_blurred,
    likes: data.number_of_likes,
    isLiked: data.is_liked,
    isFavourite: data.is_favourite,
    isVisited: kind === 'food' ? undefined : data.is_visited,
    path: placePagePath(kind, id),
    markObject: kind,
    lngLat: data.geo_points_json,
    placeToVisitId: data.place_to_visit_id,
  };
}

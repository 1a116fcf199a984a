import {
  type BoundingBox,
  type CityComparingSchema,
  type ClusterIcon,
  type ComparingRequestSchema,
  comparingScale,
  type CountryComparingSchema,
  RATING_RANGE,
} from '@ai-map/contracts';
import type { z } from 'zod';
import { iconImageName } from './marker-images';

export type ComparingCategory = z.infer<typeof ComparingRequestSchema>['categories'][number];
export type ComparingScale = 'cities' | 'countries';
export type ComparingRecord =
  z.infer<typeof CityComparingSchema> | z.infer<typeof CountryComparingSchema>;

export const COMPARING_CATEGORIES: ComparingCategory[] = [
  'attractions',
  'shopping',
  'food_and_drinks',
  'events',
];

export const COMPARING_CATEGORY_LABELS: Record<ComparingCategory, string> = {
  attractions: 'Attractions',
  shopping: 'Shopping',
  food_and_drinks: 'Food & drinks',
  events: 'Events',
};

export interface ComparingSettings {
  categories: ComparingCategory[];
  /** The lowest rating compared; 0 compares every rating. */
  minRating: number;
  /** A scale the user picked; null follows the zoom (§4). */
  scale: ComparingScale | null;
}

export const defaultComparingSettings = (): ComparingSettings => ({
  categories: [],
  minRating: RATING_RANGE[0],
  scale: null,
});

/** The scale compared: the user's pick, else cities from zoom 9 and countries below (§4). */
export const effectiveComparingScale = (settings: ComparingSettings, zoom: number) =>
  settings.scale ?? comparingScale(zoom);

export interface ComparingRequest {
  scale: ComparingScale;
  body: {
    top_left: BoundingBox['top_left'];
    bottom_right: BoundingBox['bottom_right'];
    type: ComparingScale;
    categories: ComparingCategory[];
    rating?: [number, number];
  };
}

/**
 * The comparing call of the view, or null with no category chosen: the view then shows
 * 'Choose Categories for Comparing View' instead of asking (§5).
 */
export function comparingRequest(
  settings: ComparingSettings,
  box: BoundingBox,
  zoom: number,
): ComparingRequest | null {
  if (settings.categories.length === 0) return null;
  const scale = effectiveComparingScale(settings, zoom);
  return {
    scale,
    body: {
      ...box,
      type: scale,
      categories: settings.categories,
      ...(settings.minRating > RATING_RANGE[0] && {
        rating: [settings.minRating, RATING_RANGE[1]] as [number, number],
      }),
    },
  };
}

/** The ranked list: best rated first, ties by name. */
export function rankComparing<T extends ComparingRecord>(records: T[]): T[] {
  return [...records].sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name));
}

export interface ComparingMarkerProperties {
  id: number;
  type: 'city' | 'country';
  name: string;
  rating: number;
  ratingLabel: string;
  /** Image of the marker's category icons ('' without any). */
  icons: string;
}

/** Up to two of the chosen categories' icons, the largest counts first (§2). */
export function comparingIcons(record: ComparingRecord): string {
  const icons = [...record.category_icons]
    .sort((a, b) => b.count - a.count)
    .slice(0, 2)
    .map((icon) => icon.type as ClusterIcon);
  if (icons.length === 0) return '';
  return iconImageName(icons[0]!, icons[1] ?? '');
}

export function comparingFeatures(
  records: ComparingRecord[],
  scale: ComparingScale,
): GeoJSON.FeatureCollection<GeoJSON.Point, ComparingMarkerProperties> {
  return {
    type: 'FeatureCollection',
    features: records.map((record) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: record.geo_points_json },
      properties: {
        id: record.id,
        type: scale === 'cities' ? 'city' : 'country',
        name: record.name,
        rating: record.rating,
        ratingLabel: record.rating.toFixed(1),
        icons: comparingIcons(record),
      },
    })),
  };
}

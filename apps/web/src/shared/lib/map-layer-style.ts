import type { ExpressionSpecification } from 'maplibre-gl';
import { useMap } from 'react-map-gl/maplibre';

/** The font the basemap style serves glyphs for. */
export const LABEL_FONT = ['Noto Sans Medium'];

/** Text under a marker: dark on a white halo, dropped when it would collide. */
export const nameLabelLayout = {
  'text-field': ['get', 'name'] as ExpressionSpecification,
  'text-font': LABEL_FONT,
  'text-size': 11,
  'text-anchor': 'top' as const,
  'text-offset': [0, 1.3] as [number, number],
  'text-optional': true,
  'text-max-width': 8,
};

export const nameLabelPaint = {
  'text-color': '#0f172a',
  'text-halo-color': '#ffffff',
  'text-halo-width': 1.5,
};

/** A short value (rating, temperature) centred on its circle; always drawn. */
export const ratingInsideLayout = {
  'text-field': ['get', 'ratingLabel'] as ExpressionSpecification,
  'text-font': LABEL_FONT,
  'text-size': 10,
  'text-allow-overlap': true,
  'text-ignore-placement': true,
};

/** Score colours of §9, as the score badges show them. */
export const SCORE_COLORS = {
  bad: '#dc2626',
  medium: '#d97706',
  good: '#65a30d',
  great: '#15803d',
} as const;

/** The score colour of a 0–10 rating: great from 7.5, good from 6, medium from 4, else bad. */
export const scoreColor: ExpressionSpecification = [
  'step',
  ['get', 'rating'],
  SCORE_COLORS.bad,
  4,
  SCORE_COLORS.medium,
  6,
  SCORE_COLORS.good,
  7.5,
  SCORE_COLORS.great,
];

/** Polyline stroke width by zoom (§9: 10:3, 15:3, 16:3, 17:4, 18:5, 19:9). */
export const outlineWidth: ExpressionSpecification = [
  'interpolate',
  ['linear'],
  ['zoom'],
  10,
  3,
  16,
  3,
  17,
  4,
  18,
  5,
  19,
  9,
];

/**
 * The basemap's first label layer: country fills go under it so that names stay readable. Found
 * in the loaded style rather than named, so a deployment's own style (MAP_STYLE_URL) works too.
 */
export function useBasemapLabelLayer(): string | undefined {
  const { current: mapRef } = useMap();
  const map = mapRef?.getMap();
  if (!map?.style) return undefined;
  return map.getLayersOrder().find((id) => map.getLayer(id)?.type === 'symbol');
}

import type { CountrySafetySchema } from '@ai-map/contracts';
import type { z } from 'zod';
import {
  ADVISORY_LEVELS,
  type AdvisoryLevel,
  isAdvisoryLevel,
  NO_ADVISORY_COLOR,
  shortAdvisoryLine,
} from '../../../shared/lib/advisory';

export type CountrySafety = z.infer<typeof CountrySafetySchema>;

/** A country's class on the safety view: its advisory level, or none published. */
export type SafetyClass = AdvisoryLevel | 'none';

export const SAFETY_CLASSES: readonly SafetyClass[] = [...ADVISORY_LEVELS, 'none'];

export function safetyClass(country: CountrySafety): SafetyClass {
  const level = country.advisory?.level;
  return level !== undefined && isAdvisoryLevel(level) ? level : 'none';
}

/**
 * Fill colours of the map and its legend: brighter than the level badges (which carry white
 * text), so that the four levels stay apart when laid thinly over the basemap.
 */
const SAFETY_FILL_COLORS: Record<AdvisoryLevel, string> = {
  1: '#16a34a',
  2: '#eab308',
  3: '#f97316',
  4: '#dc2626',
};

export const safetyColor = (cls: SafetyClass): string =>
  cls === 'none' ? NO_ADVISORY_COLOR : SAFETY_FILL_COLORS[cls];

/** What a country's tooltip says: whose advice, which level and when, or that there is none. */
export function safetyTooltipLine(country: CountrySafety): string {
  return country.advisory
    ? shortAdvisoryLine(country.advisory)
    : 'No U.S. State Dept. advisory published';
}

/** How many countries each class holds, for the legend. */
export function safetyCounts(countries: CountrySafety[]): Record<SafetyClass, number> {
  const counts = { 1: 0, 2: 0, 3: 0, 4: 0, none: 0 } as Record<SafetyClass, number>;
  for (const country of countries) counts[safetyClass(country)] += 1;
  return counts;
}

export interface SafetyMarkerProperties {
  countryId: number;
  name: string;
  /** "level-2": the pill image's suffix. */
  cls: string;
  /** "Level 2". */
  label: string;
  /** The tooltip's line. */
  line: string;
}

/**
 * Pills at the centres of countries with an advisory ("Level 2" on its colour). Countries
 * without one get no pill: their grey fill says it, and a pill would only repeat "none".
 */
export function safetyFeatures(
  countries: CountrySafety[],
): GeoJSON.FeatureCollection<GeoJSON.Point, SafetyMarkerProperties> {
  return {
    type: 'FeatureCollection',
    features: countries.flatMap((country) =>
      country.advisory
        ? [
            {
              type: 'Feature' as const,
              geometry: { type: 'Point' as const, coordinates: country.geo_points_json },
              properties: {
                countryId: country.country_id,
                name: country.country_name,
                cls: `level-${country.advisory.level}`,
                label: `Level ${country.advisory.level}`,
                line: safetyTooltipLine(country),
              },
            },
          ]
        : [],
    ),
  };
}

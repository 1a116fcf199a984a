import {
  type BoundingBox,
  type ClimaticSeasonResponseSchema,
  type SeasonSchema,
  TEMPERATURE_DEFAULT_RANGE,
} from '@ai-map/contracts';
import type { z } from 'zod';
import {
  type ClimateClass,
  climateClass,
  formatTemperature,
  type TemperatureUnit,
} from '../../../shared/lib/temperature';

export type Season = z.infer<typeof SeasonSchema>;
export type ClimateCity = z.infer<typeof ClimaticSeasonResponseSchema>['results'][number];
export type TemperatureRange = [number, number];

/** The climatic sub-filter's choices; temperatures in °C. */
export interface ClimateFilters {
  /** 1 (January) to 12. */
  month: number;
  seasons: Season[];
  dayTemp: TemperatureRange;
  waterTemp: TemperatureRange;
}

/** §4: the current month, no season, temperatures at the default -30..30 °C. */
export function defaultClimateFilters(now: Date = new Date()): ClimateFilters {
  return {
    month: now.getMonth() + 1,
    seasons: [],
    dayTemp: [...TEMPERATURE_DEFAULT_RANGE],
    waterTemp: [...TEMPERATURE_DEFAULT_RANGE],
  };
}

/** The widest range the server accepts: the slider's ends stand for "and beyond". */
const OPEN_ENDS: TemperatureRange = [-60, 60];

/**
 * A temperature range as sent: nothing at the default (§5: only values different from the
 * defaults are sent), and a thumb left at an end of the slider leaves that side open, so
 * "25 °C and warmer" keeps a 33 °C city.
 */
export function temperatureFilter(range: TemperatureRange): TemperatureRange | undefined {
  const [low, high] = range;
  const [defaultLow, defaultHigh] = TEMPERATURE_DEFAULT_RANGE;
  if (low === defaultLow && high === defaultHigh) return undefined;
  return [low <= defaultLow ? OPEN_ENDS[0] : low, high >= defaultHigh ? OPEN_ENDS[1] : high];
}

/** The body of geo/cities/map_general_data/climatic_season/ for the visible box. */
export function climateBody(box: BoundingBox, filters: ClimateFilters) {
  const dayTemp = temperatureFilter(filters.dayTemp);
  const waterTemp = temperatureFilter(filters.waterTemp);
  return {
    ...box,
    month: filters.month,
    ...(filters.seasons.length > 0 && { climatic_seasons: filters.seasons }),
    ...(dayTemp && { day_temp: dayTemp }),
    ...(waterTemp && { water_temp: waterTemp }),
  };
}

/** The marker of a city: its class by the day temperature it shows (cold ≤ 5 °C, hot ≥ 25 °C). */
export interface ClimateMarkerProperties {
  cityId: number;
  name: string;
  climate: ClimateClass;
  label: string;
  /** The server's order (largest city first): where markers collide, the larger city stays. */
  rank: number;
}

export function climateFeatures(
  cities: ClimateCity[],
  unit: TemperatureUnit,
): GeoJSON.FeatureCollection<GeoJSON.Point, ClimateMarkerProperties> {
  return {
    type: 'FeatureCollection',
    features: cities.map((city, rank) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: city.geo_points_json },
      properties: {
        cityId: city.city_id,
        name: city.city_name,
        climate: climateClass(city.avg_day),
        label: formatTemperature(city.avg_day, unit),
        rank,
      },
    })),
  };
}

/** How many of the cities fall in each class: the legend's counts. */
export function climateCounts(cities: ClimateCity[]): Record<ClimateClass, number> {
  const counts: Record<ClimateClass, number> = { cold: 0, warm: 0, hot: 0 };
  for (const city of cities) counts[climateClass(city.avg_day)] += 1;
  return counts;
}

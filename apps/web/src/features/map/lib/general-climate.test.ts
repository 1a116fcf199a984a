import { describe, expect, it } from 'vitest';
import {
  climateBody,
  climateCounts,
  climateFeatures,
  defaultClimateFilters,
  temperatureFilter,
  type ClimateCity,
} from './general-climate';

const box = { top_left: { lat: 50, lng: 0 }, bottom_right: { lat: 40, lng: 10 } };
const city = (name: string, avgDay: number): ClimateCity => ({
  city_id: name.length,
  city_name: name,
  geo_points_json: [1, 2],
  month: 7,
  season: 'warm',
  avg_day: avgDay,
  avg_night: avgDay - 8,
  avg_water: null,
});

describe('climate filters', () => {
  it('defaults to the current month, no season and -30..30 °C', () => {
    expect(defaultClimateFilters(new Date(2026, 6, 15))).toEqual({
      month: 7,
      seasons: [],
      dayTemp: [-30, 30],
      waterTemp: [-30, 30],
    });
  });

  it('sends a temperature only when it differs from the default, the slider ends left open', () => {
    expect(temperatureFilter([-30, 30])).toBeUndefined();
    expect(temperatureFilter([25, 30])).toEqual([25, 60]);
    expect(temperatureFilter([-30, 5])).toEqual([-60, 5]);
    expect(temperatureFilter([10, 20])).toEqual([10, 20]);
  });

  it('builds the climatic_season body with the box and the set filters only', () => {
    expect(climateBody(box, defaultClimateFilters(new Date(2026, 0, 1)))).toEqual({
      ...box,
      month: 1,
    });
    expect(
      climateBody(box, {
        month: 8,
        seasons: ['hot'],
        dayTemp: [25, 30],
        waterTemp: [-30, 30],
      }),
    ).toEqual({ ...box, month: 8, climatic_seasons: ['hot'], day_temp: [25, 60] });
  });
});

describe('climate markers', () => {
  it('classes cities cold at 5 °C or below, hot at 25 °C or above', () => {
    const cities = [city('Oslo', 5), city('Paris', 23), city('Valletta', 25)];
    const features = climateFeatures(cities, 'C').features.map((f) => f.properties);
    expect(features.map((p) => [p.name, p.climate, p.label])).toEqual([
      ['Oslo', 'cold', '5°C'],
      ['Paris', 'warm', '23°C'],
      ['Valletta', 'hot', '25°C'],
    ]);
    expect(climateCounts(cities)).toEqual({ cold: 1, warm: 1, hot: 1 });
  });

  it('labels in Fahrenheit when chosen, classing by Celsius', () => {
    const [feature] = climateFeatures([city('Valletta', 30)], 'F').features;
    expect(feature!.properties).toMatchObject({ climate: 'hot', label: '86°F', rank: 0 });
    expect(feature!.geometry.coordinates).toEqual([1, 2]);
  });
});

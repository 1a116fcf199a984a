import { describe, expect, it } from 'vitest';
import {
  type CountrySafety,
  safetyClass,
  safetyColor,
  safetyCounts,
  safetyFeatures,
  safetyTooltipLine,
} from './general-safety';

const advisory = (level: 1 | 2 | 3 | 4, updated: string) => ({
  source: 'U.S. State Department' as const,
  level,
  title: 'Exercise increased caution',
  updated,
  url: 'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories/france-travel-advisory.html',
  text: `U.S. State Department: Level ${level} — Exercise increased caution (updated …)`,
});

const country = (id: number, name: string, level: 1 | 2 | 3 | 4 | null): CountrySafety => ({
  country_id: id,
  country_name: name,
  country_slug: name.toLowerCase(),
  geo_points_json: [id, id],
  advisory: level === null ? null : advisory(level, '2024-12-31'),
});

const countries = [
  country(1, 'France', 2),
  country(2, 'Malta', null),
  country(3, 'Japan', 1),
  country(4, 'Mali', 4),
  country(5, 'Spain', 2),
];

describe('safety view', () => {
  it('classes countries by advisory level, none when there is no advisory', () => {
    expect(countries.map(safetyClass)).toEqual([2, 'none', 1, 4, 2]);
    expect(safetyColor('none')).not.toEqual(safetyColor(1));
    expect(new Set([1, 2, 3, 4].map((l) => safetyColor(l as 1)))).toHaveProperty('size', 4);
  });

  it('counts the countries of each class for the legend', () => {
    expect(safetyCounts(countries)).toEqual({ 1: 1, 2: 2, 3: 0, 4: 1, none: 1 });
    expect(safetyCounts([])).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0, none: 0 });
  });

  it('says whose advice and when in the tooltip, or that none is published', () => {
    expect(safetyTooltipLine(countries[0]!)).toBe('U.S. State Dept.: Level 2 (31 Dec 2024)');
    expect(safetyTooltipLine(countries[1]!)).toBe('No U.S. State Dept. advisory published');
  });

  it('puts a level pill on each country with an advisory only', () => {
    const features = safetyFeatures(countries).features;
    expect(features.map((f) => f.properties.name)).toEqual(['France', 'Japan', 'Mali', 'Spain']);
    expect(features[2]!.properties).toMatchObject({ cls: 'level-4', label: 'Level 4' });
    expect(features[0]!.geometry.coordinates).toEqual([1, 1]);
  });
});

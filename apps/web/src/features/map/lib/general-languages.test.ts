import { describe, expect, it } from 'vitest';
import {
  languageFeatures,
  languageIndex,
  languageShapes,
  languagesLabel,
  type CountryLanguages,
  type CountryShape,
} from './general-languages';

const country = (id: number, name: string, languages: string[]): CountryLanguages => ({
  country_id: id,
  country_name: name,
  country_slug: name.toLowerCase(),
  geo_points_json: [id, id],
  languages,
});
const malta = country(1, 'Malta', ['English', 'Maltese']);
const india = country(2, 'India', ['English', 'Hindi', 'Tamil']);
const chile = country(3, 'Chile', ['Spanish']);
const nowhere = country(4, 'Nowhere', []);

describe('languages', () => {
  it('indexes languages by how many countries list them', () => {
    expect(languageIndex([malta, india, chile])).toEqual([
      { name: 'English', countries: 2 },
      { name: 'Hindi', countries: 1 },
      { name: 'Maltese', countries: 1 },
      { name: 'Spanish', countries: 1 },
      { name: 'Tamil', countries: 1 },
    ]);
  });

  it('labels two languages at most, the picked one first', () => {
    expect(languagesLabel(['Spanish'], null)).toBe('Spanish');
    expect(languagesLabel(india.languages, null)).toBe('English, Hindi +1');
    expect(languagesLabel(india.languages, 'Tamil')).toBe('Tamil, English +1');
    expect(languagesLabel(malta.languages, 'Spanish')).toBe('English, Maltese');
  });

  it('marks the countries that list the picked language, skipping those without data', () => {
    const features = languageFeatures([malta, chile, nowhere], 'Spanish').features;
    expect(features.map((f) => [f.properties.name, f.properties.speaks])).toEqual([
      ['Malta', false],
      ['Chile', true],
    ]);
  });

  it('shades shapes by language count and picks out speakers', () => {
    const square: CountryShape['geo_polygons_json'] = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ],
    };
    const shape = (id: number, geometry: CountryShape['geo_polygons_json']): CountryShape => ({
      country_id: id,
      country_name: String(id),
      country_slug: String(id),
      continent: 'Europe',
      rating: 5,
      geo_points_json: [0, 0],
      geo_polygons_json: geometry,
    });
    const shapes = languageShapes(
      [shape(1, square), shape(2, null), shape(9, square)],
      [malta, india],
      'Maltese',
    );
    expect(shapes.features.map((f) => f.properties)).toEqual([
      { countryId: 1, languages: 2, speaks: true },
    ]);
  });
});

import type { CountryGeoListSchema, CountryLanguagesListSchema } from '@ai-map/contracts';
import type { z } from 'zod';

export type CountryLanguages = z.infer<typeof CountryLanguagesListSchema>['results'][number];
export type CountryShape = z.infer<typeof CountryGeoListSchema>['results'][number];

/** Every language with how many countries list it, most first, then by name: the picker. */
export function languageIndex(
  countries: CountryLanguages[],
): { name: string; countries: number }[] {
  const counts = new Map<string, number>();
  for (const country of countries) {
    for (const name of new Set(country.languages)) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([name, n]) => ({ name, countries: n }))
    .sort((a, b) => b.countries - a.countries || a.name.localeCompare(b.name));
}

/**
 * A marker's text: the picked language first when the country lists it, then the others, two at
 * most and "+N" for the rest ("Maltese, English", "English, Hindi +1").
 */
export function languagesLabel(languages: string[], picked: string | null): string {
  const ordered =
    picked && languages.includes(picked)
      ? [picked, ...languages.filter((name) => name !== picked)]
      : languages;
  const shown = ordered.slice(0, 2).join(', ');
  const more = ordered.length - 2;
  return more > 0 ? `${shown} +${more}` : shown;
}

export interface LanguageMarkerProperties {
  countryId: number;
  name: string;
  label: string;
  /** The country lists the picked language (always false with none picked). */
  speaks: boolean;
}

export function languageFeatures(
  countries: CountryLanguages[],
  picked: string | null,
): GeoJSON.FeatureCollection<GeoJSON.Point, LanguageMarkerProperties> {
  return {
    type: 'FeatureCollection',
    features: countries
      .filter((country) => country.languages.length > 0)
      .map((country) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: country.geo_points_json },
        properties: {
          countryId: country.country_id,
          name: country.country_name,
          label: languagesLabel(country.languages, picked),
          speaks: picked !== null && country.languages.includes(picked),
        },
      })),
  };
}

export interface LanguageShapeProperties {
  countryId: number;
  /** How many languages the country lists: the choropleth's shade. */
  languages: number;
  speaks: boolean;
}

/**
 * The choropleth: each country's shape shaded by how many languages it lists, or, with a
 * language picked, the countries that list it.
 */
export function languageShapes(
  shapes: CountryShape[],
  countries: CountryLanguages[],
  picked: string | null,
): GeoJSON.FeatureCollection<GeoJSON.Polygon | GeoJSON.MultiPolygon, LanguageShapeProperties> {
  const byId = new Map(countries.map((country) => [country.country_id, country.languages]));
  return {
    type: 'FeatureCollection',
    features: shapes.flatMap((shape) => {
      const languages = byId.get(shape.country_id);
      if (!shape.geo_polygons_json || !languages) return [];
      return [
        {
          type: 'Feature' as const,
          geometry: shape.geo_polygons_json as GeoJSON.Polygon | GeoJSON.MultiPolygon,
          properties: {
            countryId: shape.country_id,
            languages: languages.length,
            speaks: picked !== null && languages.includes(picked),
          },
        },
      ];
    }),
  };
}

import { describe, expect, it } from 'vitest';
import {
  comparingFeatures,
  comparingIcons,
  comparingRequest,
  defaultComparingSettings,
  effectiveComparingScale,
  rankComparing,
  type ComparingRecord,
} from './general-comparing';

const box = { top_left: { lat: 50, lng: 0 }, bottom_right: { lat: 40, lng: 10 } };
const record = (name: string, rating: number): ComparingRecord => ({
  id: rating * 10,
  city_id: rating * 10,
  name,
  rating,
  geo_points_json: [1, 2],
  category_icons: [
    { type: 'shopping', count: 3 },
    { type: 'attractions', count: 9 },
    { type: 'events', count: 1 },
  ],
});

describe('comparing request', () => {
  it('asks nothing with no category chosen', () => {
    expect(comparingRequest(defaultComparingSettings(), box, 10)).toBeNull();
  });

  it('compares cities from zoom 9 and countries below unless a scale is picked', () => {
    const settings = { ...defaultComparingSettings(), categories: ['attractions' as const] };
    expect(comparingRequest(settings, box, 9)).toEqual({
      scale: 'cities',
      body: { ...box, type: 'cities', categories: ['attractions'] },
    });
    expect(comparingRequest(settings, box, 8.9)!.scale).toBe('countries');
    expect(effectiveComparingScale({ ...settings, scale: 'countries' }, 12)).toBe('countries');
  });

  it('sends the rating only when narrowed', () => {
    const settings = {
      ...defaultComparingSettings(),
      categories: ['food_and_drinks' as const, 'events' as const],
      minRating: 7,
    };
    expect(comparingRequest(settings, box, 4)!.body).toEqual({
      ...box,
      type: 'countries',
      categories: ['food_and_drinks', 'events'],
      rating: [7, 10],
    });
  });
});

describe('comparing results', () => {
  it('ranks by rating, ties by name', () => {
    const ranked = rankComparing([record('Bari', 6), record('Zadar', 8), record('Avila', 6)]);
    expect(ranked.map((r) => r.name)).toEqual(['Zadar', 'Avila', 'Bari']);
  });

  it('shows the two largest category icons', () => {
    expect(comparingIcons(record('Bari', 6))).toBe('icon-attractions-shopping');
    expect(comparingIcons({ ...record('Bari', 6), category_icons: [] })).toBe('');
  });

  it('makes city or country markers with the rating', () => {
    const [city] = comparingFeatures([record('Bari', 6)], 'cities').features;
    expect(city!.properties).toEqual({
      id: 60,
      type: 'city',
      name: 'Bari',
      rating: 6,
      ratingLabel: '6.0',
      icons: 'icon-attractions-shopping',
    });
    expect(comparingFeatures([record('Bari', 6)], 'countries').features[0]!.properties.type).toBe(
      'country',
    );
  });
});

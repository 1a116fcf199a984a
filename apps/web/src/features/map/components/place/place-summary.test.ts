import type { AttractionDetail, EventDetail, RestaurantDetail } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { placePagePath, placeSummary } from './place-summary';

const common = {
  name: 'St John’s Co-Cathedral',
  address: null,
  rating: 9.1,
  opening_hours: 'Mo-Sa 09:00-16:45',
  geo_points_json: [14.5125, 35.8976] as [number, number],
  category_icons: [],
  tile_image: null,
  image: [],
  is_blurred: true,
  number_of_likes: 4,
  is_like: false,
  is_liked: false,
  is_favourite: true,
  is_visited: true,
  place_to_visit_id: null,
  wikipedia: null,
  source: 'osm',
  data_date: '2018-08-27',
  city_id: 1,
  city_name: 'Valletta',
  city_slug: 'valletta',
  region_id: null,
  region_name: null,
  region_slug: null,
  country_id: 2,
  country_name: 'Malta',
  country_slug: 'malta',
};
const meta = { title: '', description: '', image: null };
const details = { id: 1, category: [], region: [] };

describe('place summary', () => {
  it('reads an attraction: its id, categories and the city as address', () => {
    const data: AttractionDetail = {
      ...common,
      attraction_id: 11,
      suggestion_name: common.name,
      entertainment_category_name: ['Churches', 'Museums'],
      entertainment_category_slug: ['churches', 'museums'],
      type_of_attraction: null,
      local_culture: false,
      description: null,
      description_source_url: null,
      visitors: null,
      phone: null,
      website: null,
      has_phone: true,
      has_website: false,
      entertainment_details: details,
      meta,
    };
    expect(placeSummary({ kind: 'attraction', data })).toMatchObject({
      kind: 'attraction',
      id: 11,
      categories: ['Churches', 'Museums'],
      address: 'Valletta, Malta',
      openingHours: 'Mo-Sa 09:00-16:45',
      dates: null,
      isVisited: true,
      path: '/attraction/11',
      markObject: 'attraction',
      lngLat: [14.5125, 35.8976],
    });
  });

  it('leaves the visited mark out for food and drink places', () => {
    const data: RestaurantDetail = {
      ...common,
      address: 'Merchants Street 12',
      restaurant_id: 21,
      cooking_style: [],
      cooking_style_slug: [],
      dish_data: { type_of_dish: null, type_of_dish_slug: null },
      food_category_name: ['Restaurants'],
      food_category_slug: ['restaurants'],
      local_culture: false,
      phone: null,
      website: null,
      michelin: [],
      worlds_50: [],
      gault_millau: [],
      wine_spectator: [],
      food_details: details,
      meta,
    };
    expect(placeSummary({ kind: 'food', data })).toMatchObject({
      id: 21,
      address: 'Merchants Street 12',
      isVisited: undefined,
      path: '/food/21',
    });
  });

  it('gives events their dates', () => {
    const data: EventDetail = {
      ...common,
      event_id: 31,
      slug: 'carnival',
      event_category_name: ['Festivals'],
      event_category_slug: ['festivals'],
      type_of_event: null,
      start_date: '2026-02-13',
      finish_date: '2026-02-17',
      is_public_holiday: false,
      event_details: details,
      meta,
    };
    expect(placeSummary({ kind: 'event', data })).toMatchObject({
      id: 31,
      dates: '13 Feb 2026 – 17 Feb 2026',
      path: '/event/31',
    });
  });

  it('links every kind to its page', () => {
    expect(placePagePath('shop', 5)).toBe('/shop/5');
    expect(placePagePath('attraction', 6)).toBe('/attraction/6');
  });
});

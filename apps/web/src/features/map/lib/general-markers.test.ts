import { describe, expect, it } from 'vitest';
import {
  generalMarkerFeatures,
  localCultureFeatures,
  type GeneralArea,
  type LocalCultureMarker,
} from './general-markers';

describe('general markers', () => {
  it('names countries and cities and keeps rating and size class', () => {
    const areas: GeneralArea[] = [
      {
        type: 'country',
        id: 12,
        country_id: 12,
        country_name: 'Austria',
        slug: 'austria',
        rating: 9,
        size: 'large',
        geo_points_json: [13.3, 47.3],
        category_icons: [],
      },
      {
        type: 'city',
        id: 5,
        city_id: 5,
        city_name: 'Krems',
        slug: 'krems',
        rating: 4.25,
        size: 'medium',
        geo_points_json: [15.6, 48.4],
        category_icons: [],
      },
    ];
    expect(generalMarkerFeatures(areas).features.map((f) => f.properties)).toEqual([
      { id: 12, type: 'country', name: 'Austria', rating: 9, ratingLabel: '9.0', size: 'large' },
      { id: 5, type: 'city', name: 'Krems', rating: 4.25, ratingLabel: '4.3', size: 'medium' },
    ]);
  });

  it('gives local culture markers their kind icon and marker id', () => {
    const marker = {
      id: 3,
      kind: 'shop',
      name: 'Lace shop',
      rating: 7,
      size: 'large',
      geo_points_json: [14.5, 35.9],
      category_icons: [],
      local_culture: true,
      isStared: false,
      isActive: false,
      isVisited: false,
      is_advertising: false,
      imgLink: null,
    } satisfies LocalCultureMarker;
    expect(localCultureFeatures([marker]).features[0]!.properties).toEqual({
      markerId: 'shop:3',
      kind: 'shop',
      placeId: 3,
      name: 'Lace shop',
      icon: 'icon-shopping',
      ratingLabel: '7.0',
    });
  });
});

import type { Cluster, GeoMarker } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { clusterFeatures, countLabel } from './cluster-features';

const marker: GeoMarker = {
  id: 7,
  kind: 'shop',
  shop_id: 7,
  name: 'Marché',
  rating: 7.25,
  size: 'large',
  geo_points_json: [2.35, 48.86],
  category_icons: [],
  local_culture: false,
  isStared: true,
  isActive: false,
  isVisited: false,
  is_advertising: false,
  imgLink: null,
};

const base: Omit<Cluster, 'id' | 'amount' | 'items' | 'icons' | 'more'> = {
  position: { lat: 48.86, lng: 2.35 },
  geo_points_json: [2.35, 48.86],
  object: { amount: 0 },
  isNumberMarker: true,
  components: [],
  rating: 6,
  size: 'medium',
  nested_cluster: [],
  nested_clusters: 0,
};

describe('clusterFeatures', () => {
  it('draws a cluster of one place as that place', () => {
    const { features } = clusterFeatures([
      { ...base, id: 'shop:7', amount: 1, items: [marker], icons: [], more: 0 },
    ]);
    expect(features[0]!.properties).toMatchObject({
      markerId: 'shop:7',
      cluster: false,
      icon: 'shopping',
      ratingLabel: '7.3',
      size: 'large',
      isStared: true,
      placeId: 7,
    });
  });

  it('keeps at most two icons and the +N count of a cluster', () => {
    const { features } = clusterFeatures([
      {
        ...base,
        id: 'c1',
        amount: 1520,
        items: [],
        icons: [
          { type: 'food_and_drinks', count: 900 },
          { type: 'attractions', count: 400 },
        ],
        more: 2,
      },
    ]);
    expect(features[0]!.properties).toMatchObject({
      cluster: true,
      label: '1.5k',
      icon: 'food_and_drinks',
      icon2: 'attractions',
      more: '+2',
    });
  });
});

describe('countLabel', () => {
  it('shortens large counts', () => {
    expect(countLabel(999)).toBe('999');
    expect(countLabel(1000)).toBe('1k');
    expect(countLabel(25_400)).toBe('25k');
    expect(countLabel(1_250_000)).toBe('1.3M');
  });
});

import type { Cluster, ClusterItem } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { clusterFeatures, countLabel } from './cluster-features';

const marker: ClusterItem = {
  id: 7,
  kind: 'shop',
  name: 'Marché',
  local_culture: false,
  isStared: true,
  isActive: false,
  isVisited: false,
};

const base: Omit<Cluster, 'id' | 'amount' | 'items' | 'components' | 'rating'> = {
  position: { lat: 48.86, lng: 2.35 },
  geo_points_json: [2.35, 48.86],
  object: { amount: 0 },
  isNumberMarker: true,
  nested_cluster: [],
  nested_clusters: 0,
};

describe('clusterFeatures', () => {
  it('draws a cluster of one place as that place', () => {
    const { features } = clusterFeatures([
      {
        ...base,
        id: 'shop:7',
        amount: 1,
        items: [marker],
        components: [{ type: 'shopping', count: 1 }],
        rating: 7.25,
      },
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
        // Four icons: the client shows the first two and "+2" (clusterIcons).
        components: [
          { type: 'food_and_drinks', count: 900 },
          { type: 'attractions', count: 400 },
          { type: 'shopping', count: 150 },
          { type: 'events', count: 70 },
        ],
        rating: 6,
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

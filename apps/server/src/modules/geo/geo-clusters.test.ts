import { clusterIcons, clusterZoom, sizeClass } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { paris, rome, useGeoApp, world } from './geo.fixtures';

describe('geo points and clusters', () => {
  const { clustersOf, markersOf, total } = useGeoApp();

  it('merges nearby points at a low zoom and splits them at a high zoom', async () => {
    const low = await clustersOf('geo/clusters', { ...rome, zoom: 7, kinds: ['shop'] });
    expect(low.results).toHaveLength(1);
    expect(low.results[0]).toMatchObject({
      amount: 10,
      object: { amount: 10 },
      isNumberMarker: true,
      components: [{ type: 'shopping', count: 10 }],
      rating: 9,
      items: [],
    });
    // The lean shape: what the client derives (icons, size class) is not sent.
    expect(Object.keys(low.results[0]!)).toEqual([
      'id',
      'position',
      'geo_points_json',
      'amount',
      'object',
      'isNumberMarker',
      'components',
      'rating',
      'nested_cluster',
      'nested_clusters',
      'items',
    ]);

    const high = await clustersOf('geo/clusters', { ...rome, zoom: 19, kinds: ['shop'] });
    expect(high.results).toHaveLength(10);
    for (const single of high.results) {
      expect(single).toMatchObject({ amount: 1, isNumberMarker: false });
      expect(single.items).toHaveLength(1);
      expect(single.items[0]).toEqual({
        id: expect.any(Number),
        kind: 'shop',
        name: expect.stringMatching(/^shop \d$/),
        local_culture: expect.any(Boolean),
        isStared: false,
        isActive: false,
        isVisited: false,
      });
      expect(single.id).toBe(`shop:${single.items[0]!.id}`);
      expect(single.geo_points_json).toEqual([single.position.lng, single.position.lat]);
    }
    expect(high.results.map((c) => sizeClass(c.rating)).sort()).toEqual([
      ...Array(3).fill('large'),
      ...Array(3).fill('medium'),
      ...Array(4).fill('small'),
    ]);
  });

  it('clusters each kind on its own, or all kinds together with the icon rule', async () => {
    const perKind = await clustersOf('geo/clusters', { ...rome, zoom: 7 });
    expect(perKind.results).toHaveLength(4);
    expect(perKind.results.map((c) => c.components.length)).toEqual([1, 1, 1, 1]);
    expect(total(perKind.results)).toBe(26);

    const mixed = await clustersOf('geo/general_clusters', { ...rome, zoom: 7 });
    expect(mixed.results).toHaveLength(1);
    const [cluster] = mixed.results;
    expect(cluster!.amount).toBe(26);
    // Largest count first; ties in the order attractions, events, shopping, food_and_drinks.
    expect(cluster!.components).toEqual([
      { type: 'events', count: 10 },
      { type: 'shopping', count: 10 },
      { type: 'attractions', count: 3 },
      { type: 'food_and_drinks', count: 3 },
    ]);
    // Four icons: two shown and "+2".
    expect(clusterIcons(cluster!.components)).toEqual({
      icons: cluster!.components.slice(0, 2),
      more: 2,
    });
    expect(cluster!.nested_cluster).toEqual([]);

    const two = await clustersOf('geo/general_clusters', {
      ...rome,
      zoom: 7,
      rating: [9, 10], // shops 9 and the three attractions
    });
    expect(two.results[0]!.components).toEqual([
      { type: 'attractions', count: 3 },
      { type: 'shopping', count: 1 },
    ]);
    expect(clusterIcons(two.results[0]!.components).more).toBe(0);
    expect(clusterIcons([{ type: 'events', count: 1 }]).icons).toHaveLength(1);
  });

  it('treats an even zoom as the odd zoom below', async () => {
    expect([3, 4, 5, 6, 19, 20].map(clusterZoom)).toEqual([3, 3, 5, 5, 19, 19]);
    for (const [even, odd] of [
      [14, 13],
      [8, 7],
      [4, 3],
    ]) {
      const a = await clustersOf('geo/general_clusters', { ...rome, zoom: even });
      const b = await clustersOf('geo/general_clusters', { ...rome, zoom: odd });
      expect(a).toEqual(b);
      expect(a.cluster_zoom).toBe(odd);
    }
    // 13.6 rounds to 14, clustered as 13.
    expect((await clustersOf('geo/clusters', { ...rome, zoom: 13.6 })).cluster_zoom).toBe(13);
  });

  it('outlines clusters on polygon_clusters unless polyline=false', async () => {
    const withLines = await clustersOf('geo/polygon_clusters', { ...rome, zoom: 7 });
    const ring = withLines.results[0]!.nested_cluster[0]!;
    expect(ring.cluster_type).toBe('events');
    expect(ring.geo_circle_json).toHaveLength(5);
    expect(ring.geo_circle_json[0]).toEqual(ring.geo_circle_json[4]);
    expect(ring.geo_circle_json[0]).toEqual([12.5, 41.9015]);
    expect(ring.geo_circle_json[2]).toEqual([12.509, 41.9]);
    expect(withLines.results[0]!.nested_clusters).toBe(1);
    const without = await clustersOf('geo/polygon_clusters?polyline=false', { ...rome, zoom: 7 });
    expect(without.results[0]!.nested_cluster).toEqual([]);
  });

  it('applies rating, category, local culture, shop type, date and food filters', async () => {
    const shops = (extra: object) => markersOf('geo/shops', { ...rome, zoom: 13, ...extra });
    expect((await shops({})).count).toBe(10);
    expect((await shops({})).results.map((m) => m.rating)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect((await shops({ rating: [7, 10] })).count).toBe(3);
    expect((await shops({ type_of_shop: ['bakery'] })).count).toBe(3);
    expect((await shops({ categories: ['bakeries'] })).count).toBe(3);
    expect((await shops({ local_culture: true })).results.map((m) => m.name)).toEqual(['shop 9']);

    const events = (extra: object) => markersOf('geo/events', { ...rome, zoom: 13, ...extra });
    expect((await events({})).count).toBe(10);
    // Events of 2030-01-01..03 (i = 0 and 9) and 2030-02-01..03 (i = 1) overlap this range.
    expect(
      (await events({ date: { start_date: '2030-01-02', finish_date: '2030-02-01' } })).count,
    ).toBe(3);

    const foods = (extra: object) => markersOf('geo/foods', { ...rome, zoom: 13, ...extra });
    expect((await foods({ country_cuisine_holder: ['italian'] })).count).toBe(1);
    expect((await foods({ type_of_dish: ['Drinks'] })).count).toBe(0);
    const f = (await foods({})).results[0]!;
    expect(f.restaurant_id).toBe(f.id);

    const attractions = await markersOf('geo/attractions', {
      ...paris,
      zoom: 13,
      categories: ['museums'],
    });
    expect(attractions.results.map((a) => a.name)).toEqual(['Louvre']);
    const local = await markersOf('geo/attractions', { ...paris, zoom: 13, local_culture: true });
    expect(local.results.map((a) => a.name)).toEqual(['Louvre']);
    const culture = await markersOf('geo/local_culture', { ...world });
    expect(culture.results.every((m) => m.local_culture)).toBe(true);
    const names = culture.results.map((a) => a.name);
    expect(names).toEqual(expect.arrayContaining(['Louvre', 'shop 9']));
    expect(names).not.toContain('Eiffel Tower');

    // Filters change clusters too, and an attraction category leaves shops alone.
    const filtered = await clustersOf('geo/clusters', {
      ...rome,
      zoom: 7,
      kinds: ['shop', 'attraction'],
      rating: [5, 10],
      categories: ['museums'],
    });
    expect(filtered.results.map((c) => c.amount)).toEqual([5]);
  });
});

import type { PlaceRecord } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { mergeCityPrefixed } from './city-prefixed';

const sight = (
  source: 'wikidata' | 'wikipedia',
  name: string,
  lat: number,
  lng: number,
): PlaceRecord => ({
  source,
  source_id: `${source}:${name}`,
  kind: 'attraction',
  name,
  categories: ['sights'],
  type: null,
  cuisines: [],
  address: null,
  phone: null,
  website: null,
  opening_hours: null,
  wikipedia: source === 'wikipedia' ? `https://en.wikipedia.org/wiki/${name}` : null,
  wikidata: source === 'wikidata' ? 'Q133274' : null,
  visitors: null,
  heritage: false,
  local_culture: false,
  start_date: null,
  end_date: null,
  merged_ids: [],
  data_date: null,
  rating: 5,
  lat,
  lng,
});

const moscow = { name: 'Moscow', lat: 55.7522, lng: 37.6156 };

describe("sights named with and without their city's name", () => {
  it('merges "Derby Arboretum" into "Arboretum" keeping the fuller name', () => {
    const merged = mergeCityPrefixed(
      [
        sight('wikipedia', 'Arboretum', 52.9155, -1.4748),
        sight('wikipedia', 'Derby Arboretum', 52.9156, -1.4749),
      ],
      [{ name: 'Derby', lat: 52.92, lng: -1.48 }],
      1,
    );
    expect(merged.map((p) => p.name)).toEqual(['Derby Arboretum']);
  });

  it('merges "Moscow Kremlin" and "Kremlin" a few metres apart, keeping the fuller name', () => {
    const merged = mergeCityPrefixed(
      [
        sight('wikidata', 'Moscow Kremlin', 55.75167, 37.61778),
        sight('wikipedia', 'Kremlin', 55.75158, 37.6177),
      ],
      [moscow],
      1,
    );
    expect(merged.map((p) => [p.name, p.wikidata, p.wikipedia])).toEqual([
      ['Moscow Kremlin', 'Q133274', 'https://en.wikipedia.org/wiki/Kremlin'],
    ]);
  });

  it('keeps them apart when far from each other, far from the city, or the rest is short', () => {
    const losAngeles = { name: 'Los Angeles', lat: 34.05, lng: -118.24 };
    const burbank = { name: 'Burbank', lat: 34.18, lng: -118.31 };
    const theatres = [
      sight('wikipedia', 'Los Angeles Theatre', 34.0472, -118.2513),
      sight('wikipedia', 'Burbank Theatre', 34.0476, -118.2496),
    ];
    expect(mergeCityPrefixed(theatres, [losAngeles, burbank], 1)).toHaveLength(2);
    const records = [
      sight('wikidata', 'Moscow Kremlin', 55.75167, 37.61778),
      // 3 km off: another place.
      sight('wikipedia', 'Kremlin', 55.78, 37.6177),
      sight('wikidata', 'Moscow Zoo', 55.761, 37.578),
      sight('wikipedia', 'Zoo', 55.761, 37.578),
    ];
    expect(mergeCityPrefixed(records, [moscow], 1)).toHaveLength(4);
    // "Moscow" is no city near Izmir: no prefix there.
    const far = [
      sight('wikidata', 'Moscow Kremlin', 38.42, 27.14),
      sight('wikipedia', 'Kremlin', 38.42, 27.14),
    ];
    expect(mergeCityPrefixed(far, [moscow], 1)).toHaveLength(2);
  });
});

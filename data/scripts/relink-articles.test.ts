import type { PlaceRecord } from '@ai-map/contracts';
import { describe, expect, it } from 'vitest';
import { relinkArticles } from './relink-articles';
import type { WikipediaArticle } from './wikipedia-sights';

const item = (name: string, lat: number, lng: number, wikipedia: string | null): PlaceRecord => ({
  source: 'wikidata',
  source_id: `Q${name.length}${Math.round(lat * 1000)}`,
  kind: 'attraction',
  name,
  lat,
  lng,
  categories: ['sights'],
  type: 'tourist_attraction',
  cuisines: [],
  address: null,
  phone: null,
  website: null,
  opening_hours: null,
  wikipedia,
  wikidata: `Q${name.length}${Math.round(lat * 1000)}`,
  visitors: null,
  heritage: false,
  rating: 0,
  local_culture: false,
  start_date: null,
  end_date: null,
  merged_ids: [],
  data_date: null,
});
const article = (title: string, lat: number, lng: number, coordType = ''): WikipediaArticle => ({
  title,
  lat,
  lng,
  length: 50_000,
  coordType,
});
const linkOf = (records: PlaceRecord[], articles: WikipediaArticle[]) =>
  relinkArticles(records, articles).records.map((record) => record.wikipedia);

describe('relinkArticles', () => {
  it('links an item without an article to the sight of its exact name within 5 km', () => {
    // Wikidata puts the Berlin Wall at the Brandenburg Gate, the article 4.4 km east.
    const wall = item('Berlin Wall', 52.51611, 13.37689, null);
    expect(linkOf([wall], [article('Berlin Wall', 52.50443, 13.44126)])).toEqual([
      'https://en.wikipedia.org/wiki/Berlin_Wall',
    ]);
    expect(linkOf([wall], [article('Berlin Wall', 52.6, 13.9)])).toEqual([null]);
  });

  it('follows a renamed article of the same kind, never a town or another kind of place', () => {
    const museum = item(
      'National Museum',
      28.61181,
      77.21926,
      'https://en.wikipedia.org/wiki/National_Museum,_New_Delhi',
    );
    expect(linkOf([museum], [article('National Museum of India', 28.61175, 77.2193)])).toEqual([
      'https://en.wikipedia.org/wiki/National_Museum_of_India',
    ]);
    const castle = item(
      'Colchester Castle',
      51.8906,
      0.9025,
      'https://en.wikipedia.org/wiki/Colchester_Castle',
    );
    expect(linkOf([castle], [article('Colchester', 51.8906, 0.9027, 'city')])).toEqual([
      'https://en.wikipedia.org/wiki/Colchester_Castle',
    ]);
    const complex = item('Ananuri', 42.164, 44.703, 'https://en.wikipedia.org/wiki/Ananuri');
    expect(linkOf([complex], [article('Ananuri Bridge', 42.164, 44.7035)])).toEqual([
      'https://en.wikipedia.org/wiki/Ananuri',
    ]);
  });

  it('leaves a bare name to the district or village that has it', () => {
    const kallang = item('Kallang', 1.31078, 103.86564, null);
    expect(linkOf([kallang], [article('Kallang', 1.3113, 103.8665)])).toEqual([null]);
  });

  it('gives one article to one item, and keeps links the tiles know', () => {
    const known = item(
      'Prague Castle',
      50.0903,
      14.4,
      'https://en.wikipedia.org/wiki/Prague_Castle',
    );
    const twin = item('Prague Castle', 50.091, 14.401, null);
    const result = relinkArticles([known, twin], [article('Prague Castle', 50.0909, 14.4005)]);
    expect(result.records.map((record) => record.wikipedia)).toEqual([
      'https://en.wikipedia.org/wiki/Prague_Castle',
      null,
    ]);
    expect(result.relinked).toBe(0);
  });
});

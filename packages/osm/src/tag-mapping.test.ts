import { describe, expect, it } from 'vitest';
import type { PlaceKind } from '@ai-map/contracts';
import { categoryTreeOf, type CategoryTreeName } from './categories';
import { CUISINE_ALIASES, parseCuisines } from './cuisines';
import type { OsmTags } from './elements';
import { readPbf } from './pbf-reader';
import { SHOP_GROUPS, SHOP_LEAVES } from './shop-types';
import {
  ATTRACTION_TAGS,
  classifyTags,
  EVENT_TAGS,
  FOOD_TAGS,
  MONEY_TAGS,
  WORSHIP_TAGS,
  type TagClassification,
} from './tag-mapping';
import { osmFile } from './test-files';

const TREE_OF_KIND: Partial<Record<PlaceKind, CategoryTreeName>> = {
  attraction: 'attraction',
  food: 'food',
  shop: 'shopping',
  event: 'event',
};

/** Every category of a classification lives in the tree of its kind; money kinds have none. */
function expectInTrees(result: TagClassification | null, tags: OsmTags): void {
  expect(result, JSON.stringify(tags)).not.toBeNull();
  const tree = TREE_OF_KIND[result!.kind];
  if (tree === undefined) expect(result!.categories).toEqual([]);
  for (const slug of result!.categories) expect(categoryTreeOf(slug), slug).toBe(tree);
  for (const slug of result!.cuisines) expect(categoryTreeOf(slug), slug).toBe('food');
}

describe('classifyTags', () => {
  const cases: [OsmTags, Partial<TagClassification>][] = [
    [{ tourism: 'museum' }, { kind: 'attraction', categories: ['museums'], type: 'Museum' }],
    [{ tourism: 'gallery' }, { categories: ['galleries', 'museums'], localCulture: false }],
    [{ tourism: 'viewpoint' }, { categories: ['viewpoints', 'sights'], type: 'Viewpoint' }],
    [
      { historic: 'castle', tourism: 'attraction' },
      { categories: ['castles', 'history', 'sights'], type: 'Castle', localCulture: true },
    ],
    [
      { amenity: 'place_of_worship', religion: 'christian', building: 'cathedral' },
      { categories: ['cathedrals', 'religion'], type: 'Cathedral', localCulture: true },
    ],
    [
      { amenity: 'place_of_worship', religion: 'muslim' },
      { categories: ['mosques', 'religion'], type: 'Mosque' },
    ],
    [{ amenity: 'place_of_worship' }, { categories: ['religion'], type: 'Place of worship' }],
    [{ amenity: 'theatre' }, { categories: ['theatres', 'entertainment'], localCulture: true }],
    [
      { man_made: 'tower', 'tower:type': 'observation' },
      { categories: ['towers', 'architecture'] },
    ],
    [{ man_made: 'tower', 'tower:type': 'communication' }, {}],
    [{ building: 'skyscraper' }, { categories: ['skyscrapers', 'architecture'] }],
    [{ historic: 'memorial', memorial: 'stolperstein' }, {}],
    [{ leisure: 'park', access: 'private' }, {}],
    [
      { leisure: 'garden', 'garden:type': 'botanical' },
      { categories: ['botanical-gardens', 'parks'] },
    ],
    [{ natural: 'beach' }, { categories: ['beaches', 'nature'], localCulture: false }],
    [{ tourism: 'theme_park' }, { categories: ['theme-parks', 'entertainment', 'family'] }],
    [
      { tourism: 'artwork', heritage: '2' },
      { heritage: true, localCulture: true },
    ],
    [
      { amenity: 'restaurant', cuisine: 'italian;pizza' },
      {
        kind: 'food',
        categories: ['restaurants', 'places-to-eat', 'main-courses'],
        type: 'Main courses',
        cuisines: ['italian', 'pizza'],
      },
    ],
    [{ amenity: 'cafe' }, { categories: ['cafes', 'places-to-eat', 'coffee-and-cakes'] }],
    [{ amenity: 'cafe', cuisine: 'ice_cream' }, { type: 'Desserts' }],
    [{ amenity: 'ice_cream' }, { type: 'Desserts' }],
    [{ amenity: 'pub', cuisine: 'coffee_shop' }, { type: 'Drinks' }],
    [{ amenity: 'fast_food', cuisine: 'burger' }, { type: 'Snacks and street food' }],
    [{ amenity: 'restaurant', cuisine: 'regional' }, { localCulture: true }],
    [
      { amenity: 'restaurant', tourism: 'attraction' },
      { kind: 'food', categories: ['restaurants', 'places-to-eat', 'main-courses'] },
    ],
    [
      { amenity: 'restaurant', historic: 'castle' },
      { kind: 'attraction', type: 'Castle' },
    ],
    [
      { shop: 'clothes' },
      { kind: 'shop', categories: ['clothing', 'fashion-and-accessories'], type: 'clothes' },
    ],
    [{ shop: 'greengrocer' }, { categories: ['food-and-drink'], type: 'greengrocer' }],
    [{ shop: 'car_repair' }, { categories: ['other-shops'], type: 'car_repair' }],
    [{ shop: 'yes' }, { categories: ['other-shops'], type: null }],
    [{ shop: 'vacant' }, {}],
    [{ amenity: 'marketplace' }, { kind: 'shop', categories: ['marketplaces', 'markets'] }],
    [{ amenity: 'bank' }, { kind: 'bank', categories: [], type: 'bank', brandAsName: true }],
    [{ amenity: 'atm' }, { kind: 'bank', type: 'atm' }],
    [{ amenity: 'bureau_de_change' }, { kind: 'currency_exchange' }],
    [{ amenity: 'car_rental' }, { kind: 'car_rental' }],
    [
      { event: 'music_festival', start_date: '2025-07-01', end_date: '2025-07-03' },
      {
        kind: 'event',
        categories: ['music-festivals', 'festivals'],
        type: 'Music festival',
        startDate: '2025-07-01',
        endDate: '2025-07-03',
      },
    ],
    [{ event: 'concert', start_date: '2025-07-01' }, { endDate: '2025-07-01' }],
    [{ event: 'concert', start_date: '1890' }, {}],
    [{ event: 'concert', start_date: '2025-07-03', end_date: '2025-07-01' }, {}],
    [
      { historic: 'castle', start_date: '1250-01-01' },
      { kind: 'attraction', startDate: null },
    ],
    [{ amenity: 'restaurant', disused: 'yes' }, {}],
    [{ highway: 'residential' }, {}],
  ];

  it.each(cases)('%j', (tags, expected) => {
    const result = classifyTags(tags);
    if (Object.keys(expected).length === 0) expect(result).toBeNull();
    else expect(result).toMatchObject(expected);
  });

  // The tables were plain objects once: `amenity=constructor` found Object.prototype's
  // constructor as a food entry and threw, `shop=toString` crashed the category lookup.
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])(
    'maps a tag value named like an Object.prototype member (%s) as any unknown value',
    (value) => {
      for (const key of ['amenity', 'tourism', 'historic', 'leisure', 'event', 'religion']) {
        const tags: OsmTags = { [key]: value, start_date: '2025-01-01' };
        if (key === 'religion') tags.amenity = 'place_of_worship';
        const result = classifyTags(tags);
        if (key === 'religion') expect(result).toMatchObject({ categories: ['religion'] });
        else expect(result, key).toBeNull();
      }
      expect(classifyTags({ shop: value })).toMatchObject({
        kind: 'shop',
        categories: ['other-shops'],
        type: value,
      });
      expect(classifyTags({ amenity: 'restaurant', cuisine: value })?.cuisines).toEqual([]);
    },
  );

  it('marks heritage from heritage=* or UNESCO tags on historic features', () => {
    expect(classifyTags({ historic: 'ruins', 'heritage:operator': 'whc' })?.heritage).toBe(true);
    expect(classifyTags({ historic: 'ruins', heritage: 'no' })?.heritage).toBe(false);
    expect(classifyTags({ amenity: 'cafe', 'heritage:operator': 'whc' })?.heritage).toBe(false);
  });
});

describe('every slug the mapping can emit exists in the trees', () => {
  it('walks the attraction, worship, food, shop, money and event tables', () => {
    for (const [key, table] of ATTRACTION_TAGS) {
      for (const value of table.keys()) {
        const tags = { [key]: value };
        expectInTrees(classifyTags(tags), tags);
      }
    }
    for (const religion of WORSHIP_TAGS.keys()) {
      const tags = { amenity: 'place_of_worship', religion };
      expectInTrees(classifyTags(tags), tags);
    }
    const cuisines = [...CUISINE_ALIASES.keys(), 'italian', 'ice_cream', 'coffee_shop'];
    for (const amenity of FOOD_TAGS.keys()) {
      for (const cuisine of cuisines) {
        const tags = { amenity, cuisine };
        expectInTrees(classifyTags(tags), tags);
      }
    }
    for (const shop of [...SHOP_LEAVES.keys(), ...SHOP_GROUPS.keys(), 'anything']) {
      expectInTrees(classifyTags({ shop }), { shop });
    }
    for (const amenity of [...MONEY_TAGS.keys(), 'marketplace']) {
      expectInTrees(classifyTags({ amenity }), { amenity });
    }
    for (const event of EVENT_TAGS.keys()) {
      const tags = { event, start_date: '2025-01-01' };
      expectInTrees(classifyTags(tags), tags);
    }
  });

  it('and so does every classification of the real Malta and Copenhagen tags', async () => {
    let classified = 0;
    for (const name of ['malta-2018-08-27.osm.pbf', 'copenhagen-centre-2012.osm.pbf']) {
      for await (const batch of readPbf(osmFile(name))) {
        for (const element of batch) {
          const result = classifyTags(element.tags);
          if (result === null) continue;
          expectInTrees(result, element.tags);
          classified++;
        }
      }
    }
    expect(classified).toBeGreaterThan(5000);
  });
});

describe('parseCuisines', () => {
  it.each([
    ['italian;pizza', ['italian', 'pizza']],
    ['Chinese, Danish, sushi', ['chinese', 'danish', 'sushi']],
    ['Pizza & Kebab', ['pizza', 'kebab']],
    ['coffee_shop', ['coffee-shop']],
    ['local;regional', ['regional']],
    ['steak_house', ['steak-house']],
    ['Takeaway', []],
    [undefined, []],
  ])('%s → %j', (value, expected) => {
    expect(parseCuisines(value)).toEqual(expected);
  });
});

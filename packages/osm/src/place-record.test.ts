import { describe, expect, it } from 'vitest';
import { PlaceRecordSchema } from '@ai-map/contracts';
import {
  addressOf,
  describePlace,
  toPlaceRecord,
  websiteOf,
  wikidataId,
  wikipediaUrl,
} from './place-record';

describe('describePlace', () => {
  it('fills every field and rates the place', () => {
    const description = describePlace({
      tourism: 'museum',
      name: 'Casa Rocca Piccola',
      'addr:street': 'Republic Street',
      'addr:housenumber': '74',
      'addr:postcode': 'VLT 05',
      'addr:city': 'Valletta',
      phone: '+356 21221499',
      website: 'www.casaroccapiccola.com',
      opening_hours: 'Mo-Sa 10:00-16:00',
      wikipedia: 'en:Casa Rocca Piccola',
      wikidata: 'Q2044132',
    });
    expect(description).toMatchObject({
      kind: 'attraction',
      name: 'Casa Rocca Piccola',
      address: 'Republic Street 74, VLT 05 Valletta',
      website: 'http://www.casaroccapiccola.com/',
      wikipedia: 'https://en.wikipedia.org/wiki/Casa_Rocca_Piccola',
      wikidata: 'Q2044132',
      visitors: null,
      // 3 (a sight) + 0.73 (item age of Q2044132: (log10 3e7 − log10 2044132) × 0.625)
      // + 0.5 (Wikidata) + 0.5 (Wikipedia) + 3 × 0.1 (website, phone, hours) = 5.03
      rating: 5,
    });
    const record = toPlaceRecord('w33506558', description!, 35.8991234567, 14.5143219876);
    expect(PlaceRecordSchema.parse(record)).toMatchObject({
      source: 'osm',
      source_id: 'w33506558',
      lat: 35.8991235,
      lng: 14.514322,
    });
  });

  it('needs a name, except brands for shops, chains, banks and ATMs', () => {
    expect(describePlace({ amenity: 'restaurant' })).toBeNull();
    expect(describePlace({ amenity: 'restaurant', brand: 'Pizza Co' })).toBeNull();
    expect(describePlace({ amenity: 'fast_food', brand: 'Burger Co' })?.name).toBe('Burger Co');
    expect(describePlace({ amenity: 'atm', operator: 'HSBC' })?.name).toBe('HSBC');
    expect(describePlace({ shop: 'supermarket', brand: 'Lidl' })?.name).toBe('Lidl');
    expect(describePlace({ tourism: 'museum', 'name:en': 'War Museum' })?.name).toBe('War Museum');
    expect(describePlace({ historic: 'castle', operator: 'State' })).toBeNull();
  });
});

describe('field helpers', () => {
  it.each([
    [{ 'addr:full': '1 Main St, Baltimore' }, '1 Main St, Baltimore'],
    [{ 'addr:street': 'Strøget', 'addr:housenumber': '2' }, 'Strøget 2'],
    [{ 'addr:city': 'Krems' }, 'Krems'],
    [{}, null],
  ])('address %j', (tags, expected) => {
    expect(addressOf(tags)).toBe(expected);
  });

  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['example.dk', 'http://example.dk/'],
    ['http://a.com;http://b.com', 'http://a.com/'],
    ['not a url', null],
    [undefined, null],
  ])('website %s', (value, expected) => {
    expect(websiteOf(value)).toBe(expected);
  });

  it.each([
    ['en:Fort St Elmo', 'https://en.wikipedia.org/wiki/Fort_St_Elmo'],
    ['mt:Ġgantija', 'https://mt.wikipedia.org/wiki/%C4%A0gantija'],
    ['Tivoli Gardens', 'https://en.wikipedia.org/wiki/Tivoli_Gardens'],
    ['de:Is it?', 'https://de.wikipedia.org/wiki/Is_it%3F'],
    ['http://da.wikipedia.org/wiki/Tivoli', 'https://da.wikipedia.org/wiki/Tivoli'],
    ['', null],
  ])('wikipedia %s', (value, expected) => {
    expect(wikipediaUrl(value)).toBe(expected);
  });

  it.each([
    ['Q42', 'Q42'],
    ['Q42;Q43', 'Q42'],
    ['42', null],
    ['Q0', null],
  ])('wikidata %s', (value, expected) => {
    expect(wikidataId(value)).toBe(expected);
  });
});

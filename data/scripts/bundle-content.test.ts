import { readFileSync } from 'node:fs';
import { BUNDLE_FILES, CountryRecordSchema, type CityRecord } from '@ai-map/contracts';
import { foldName } from '@ai-map/osm';
import { describe, expect, it } from 'vitest';
import { NO_ADVISORY } from './advisories';
import { LANDMARK_TOWERS } from './landmark-towers';
import { haversineKm } from './geo';
import { bundleRecords, readBundle } from './bundle-records';
import { sourcePath } from './paths';

const countries = readBundle(BUNDLE_FILES.countries, (r) => CountryRecordSchema.parse(r));
const { cities, places, regionName, city: found } = bundleRecords();

function city(name: string, country: string): CityRecord {
  const record = found(name, country);
  expect(record, `${name} (${country})`).toBeDefined();
  return record!;
}

describe('the bundle tells the truth about places', () => {
  it('keeps office, residential and hotel towers out of the sights', () => {
    const skyscrapers = places.filter((p) => p.type === 'skyscraper');
    for (const tower of skyscrapers) expect(LANDMARK_TOWERS).toHaveProperty(tower.source_id);
    for (const name of ['Marunouchi Building', 'JP Tower', 'V Tower', 'One Penn Plaza']) {
      expect(places.filter((p) => p.name === name)).toEqual([]);
    }
    expect(places.find((p) => p.source_id === 'Q9188')?.name).toBe('Empire State Building');
  });

  it('keeps places to stay out of the sights unless they are famous', () => {
    expect(places.filter((p) => p.name === 'Hotel Holllywood')).toEqual([]);
    const lodging = places.filter(
      (p) => p.kind === 'attraction' && /\b(hotel|motel|hostel)\b/i.test(p.name) && !p.wikipedia,
    );
    // Those left are kept because a Wikivoyage text near them names them.
    expect(lodging.length).toBeLessThanOrEqual(3);
  });

  it('lets no top 10 of a city hold more than two observation towers', () => {
    const isTower = (p: (typeof places)[number]) =>
      p.type === 'skyscraper' || (p.wikidata ?? '') in LANDMARK_TOWERS;
    for (const [name, country] of [
      ['Shanghai', 'CN'],
      ['New York City', 'US'],
      ['Tokyo', 'JP'],
      ['Osaka', 'JP'],
      ['Hong Kong', 'HK'],
    ] as const) {
      const c = city(name, country);
      const top = places
        .filter((p) => p.kind === 'attraction' && haversineKm(c.lat, c.lng, p.lat, p.lng) <= 10)
        .sort((a, b) => b.rating - a.rating)
        .slice(0, 10);
      const towers = top.filter(isTower);
      // Beyond two, a tower follows every sight rated above the plain start of the scale.
      for (const tower of towers.slice(2)) expect(tower.rating, tower.name).toBeLessThanOrEqual(3);
      expect(top.filter((p) => isTower(p) && p.rating > 3).length, name).toBeLessThanOrEqual(2);
    }
  });

  it('names each landmark tower as its source does', () => {
    const rows = JSON.parse(readFileSync(sourcePath('wikidata/skyscrapers.json'), 'utf8')) as {
      wikidata_id: string;
      name: string;
    }[];
    const names = new Map(rows.map((r) => [r.wikidata_id, r.name]));
    for (const [qid, tower] of Object.entries(LANDMARK_TOWERS)) {
      expect(names.get(qid), qid).toBe(tower.name);
    }
  });

  it('drops implausible visitor figures (the Pantheon had 30 million)', () => {
    const pantheon = places.find((p) => p.name === 'Pantheon' && Math.abs(p.lat - 41.9) < 0.05);
    expect(pantheon?.visitors).toBeNull();
    expect(places.find((p) => p.name === 'Louvre Museum')?.visitors).toBe(10_200_000);
  });

  it('holds one record per real place', () => {
    const seen = new Map<string, { lat: number; lng: number }[]>();
    for (const place of places) {
      const key = `${place.kind}|${foldName(place.name)}`;
      for (const other of seen.get(key) ?? []) {
        const metres =
          Math.hypot(other.lat - place.lat, (other.lng - place.lng) * Math.cos(place.lat / 57.3)) *
          111_195;
        expect(metres, place.name).toBeGreaterThan(150);
      }
      seen.set(key, [...(seen.get(key) ?? []), place]);
    }
    const wikidata = places.flatMap((p) => (p.wikidata ? [p.wikidata] : []));
    expect(new Set(wikidata).size).toBe(wikidata.length);
    expect(places.filter((p) => p.name === 'Vor Frue Kirke, Københavns Domkirke')).toHaveLength(1);
    // "The Palace Museum" and "Palace Museum", 1 km apart in Beijing, are one place: the
    // Forbidden City the museum fills (complex-parts.ts).
    const palaceMuseums = places.filter(
      (p) =>
        p.kind === 'attraction' &&
        /^(the )?palace museum$/i.test(p.name) &&
        p.lng > 116 &&
        p.lng < 117,
    );
    expect(palaceMuseums).toEqual([]);
    expect(places.find((p) => p.name === 'Forbidden City')?.merged_ids).toEqual(
      expect.arrayContaining(['wikidata:Q2047427']),
    );
    // An item is the article of its name (relink-articles.ts): no second Berlin Wall, no second
    // National Museum in Delhi (its article was renamed).
    const near = (name: string, lat: number, lng: number) =>
      places.filter((p) => p.name === name && Math.abs(p.lat - lat) + Math.abs(p.lng - lng) < 0.2);
    expect(near('Berlin Wall', 52.52, 13.4)).toHaveLength(1);
    expect(near('Berlin Wall', 52.52, 13.4)[0]!.wikipedia).toMatch(/\/Berlin_Wall$/);
    expect(near('National Museum of India', 28.61, 77.22)).toEqual([]);
    expect(near('National Museum', 28.61, 77.22)[0]!.wikipedia).toMatch(
      /\/National_Museum_of_India$/,
    );
  });

  it('rates a guidebook sight above a plain one, over the whole scale', () => {
    const rating = (name: string) => places.find((p) => p.name === name)!.rating;
    expect(rating('Colosseum')).toBeGreaterThan(7);
    expect(rating('Hagia Sophia')).toBeGreaterThan(5.5);
    const attractions = places.filter((p) => p.kind === 'attraction').map((p) => p.rating);
    // No wall: no single value holds far more sights than the values beside it (5.5 once held
    // a fifth of them, every sight with nothing but an article).
    const share = (value: number) =>
      attractions.filter((r) => Math.abs(r - value) < 0.01).length / attractions.length;
    for (let tenths = 40; tenths <= 80; tenths++) {
      const [below, at, above] = [tenths - 1, tenths, tenths + 1].map((t) => share(t / 10));
      expect(at, `${tenths / 10}`).toBeLessThan(Math.max(0.03, 2 * ((below! + above!) / 2)));
    }
    // ~160,000 ratings: too many arguments for Math.min(...).
    expect(attractions.reduce((a, b) => Math.min(a, b))).toBeLessThan(3.5);
    expect(attractions.reduce((a, b) => Math.max(a, b))).toBeGreaterThan(8.5);
  });

  it('has the sights of the world from Wikipedia, castles and World Heritage lists', () => {
    const named = (name: string) => places.filter((p) => p.name === name);
    for (const name of [
      'Charles Bridge',
      'Wat Pho',
      'Tokyo Skytree',
      'Sensō-ji',
      'Park Güell',
      'British Museum',
      'Schönbrunn Palace',
      'Walls of Dubrovnik',
      'Angkor Wat',
      'Matterhorn',
    ]) {
      expect(named(name), name).not.toHaveLength(0);
      expect(named(name)[0]!.kind, name).toBe('attraction');
    }
    // The Matterhorn of Zermatt, beside the "Matterhorn" destination (Nevada and Oregon have
    // their own).
    const zermatt = city('Zermatt', 'CH');
    expect(
      named('Matterhorn').filter(
        (p) => Math.abs(p.lat - zermatt.lat) + Math.abs(p.lng - zermatt.lng) < 0.2,
      ),
    ).toHaveLength(1);
    // One record per real place: the castles list and Wikidata describe Prague Castle 450 m
    // apart.
    expect(named('Prague Castle')).toHaveLength(1);
    // A museum in a palace is one place: the Louvre, the Arts Décoratifs in its wing.
    expect(named('Louvre Museum')).toHaveLength(1);
    expect(named('Louvre Palace')).toEqual([]);
    expect(named('Musée des Arts Décoratifs').length + named('Les Arts Décoratifs').length).toBe(1);
    // The Palace Museum fills the Forbidden City (and San Francisco's nightclub of that name is no
    // sight); Singapore's national and art museums are two museums 240 m apart, not one.
    expect(named('Forbidden City')).toHaveLength(1);
    expect(named('National Museum of Singapore')).toHaveLength(1);
    expect(named('Singapore Art Museum')).toHaveLength(1);
    // Parts of a complex fold into it: no statue of Charles Bridge is a sight of its own.
    expect(places.filter((p) => p.name.endsWith(', Charles Bridge'))).toEqual([]);
    // Not sights: lists, events, stations, schools, clubs.
    for (const name of [
      'Prague uprising',
      'Praha hlavní nádraží',
      'Charles University',
      'Zolitūde shopping centre roof collapse',
      'Nauru Regional Processing Centre',
      'Antalya Conference for Change in Syria',
    ]) {
      expect(named(name), name).toEqual([]);
    }
    // Area articles are destinations, never a settlement places are filed under; a country's
    // article is the country.
    for (const [name, country] of [
      ['Randstad', 'NL'],
      ['Angkor', 'KH'],
      ['Louvre', 'FR'],
    ] as const) {
      expect(city(name, country).destination_type, name).toBe('region');
    }
    expect(cities.filter((c) => c.name === 'Italy')).toEqual([]);
    const sources = new Set(places.map((p) => p.source));
    expect([...sources].sort()).toEqual(['osm', 'wikidata', 'wikipedia']);
  });
});

describe('the bundle tells the truth about destinations', () => {
  it('has the tourist towns, islands and regions the population cut missed', () => {
    for (const { name, country, type } of [
      { name: 'Hallstatt', country: 'AT', type: 'town' },
      { name: 'Positano', country: 'IT', type: 'town' },
      { name: 'Zermatt', country: 'CH', type: 'town' },
      { name: 'Interlaken', country: 'CH', type: 'town' },
      { name: 'Kotor', country: 'ME', type: 'town' },
      { name: 'Český Krumlov', country: 'CZ', type: 'town' },
      { name: 'Riomaggiore', country: 'IT', type: 'town' },
      { name: 'Queenstown', country: 'NZ', type: 'town' },
      // On Santorini's outline: no article names it, and it has 3,376 people (islands.ts).
      { name: 'Oía', country: 'GR', type: 'town' },
      { name: 'Santorini', country: 'GR', type: 'island' },
      { name: 'Algarve', country: 'PT', type: 'region' },
      { name: 'Dolomites', country: 'IT', type: 'mountain' },
    ] as const) {
      expect(city(name, country).destination_type, name).toBe(type);
    }
  });

  it('gives areas no size class, and islands the island tag', () => {
    expect(city('Santorini', 'GR').terrain_types).toEqual(['coastal', 'subtropical', 'island']);
    expect(city('Algarve', 'PT').terrain_types).not.toContain('town');
  });

  it('credits every description to its Wikivoyage article', () => {
    const described = cities.filter((c) => c.description);
    expect(described.length).toBeGreaterThan(6000);
    for (const c of described) expect(c.wikivoyage, c.name).not.toBeNull();
    expect(city('Zermatt', 'CH').description).toMatch(/^Zermatt is a car-free village/);
    // Introductions end with a whole sentence, before the dump's glued headings.
    for (const c of described) {
      expect(c.description!, c.name).toMatch(/[.!?)"”]$/);
      expect(c.description!, c.name).not.toMatch(/[a-z.]Get in[A-Z]/);
    }
  });

  it('places big cities in their first-level region', () => {
    for (const [name, country, region] of [
      ['Paris', 'FR', 'Île-de-France'],
      ['Lyon', 'FR', 'Auvergne-Rhône-Alpes'],
      ['London', 'GB', 'England'],
      ['Edinburgh', 'GB', 'Scotland'],
      ['Sydney', 'AU', 'New South Wales'],
      ['Melbourne', 'AU', 'Victoria'],
      ['Milan', 'IT', 'Lombardy'],
      ['Brescia', 'IT', 'Lombardy'],
      ['Rome', 'IT', 'Lazio'],
      ['Naples', 'IT', 'Campania'],
      ['Barcelona', 'ES', 'Catalonia'],
      ['Sevilla', 'ES', 'Andalusia'],
      ['Munich', 'DE', 'Bavaria'],
      ['New York City', 'US', 'New York'],
      ['Los Angeles', 'US', 'California'],
      ['Toronto', 'CA', 'Ontario'],
      ['Kyoto', 'JP', 'Kyōto Prefecture'],
      ['Athens', 'GR', 'Attica Region'],
      ['Istanbul', 'TR', 'Istanbul'],
      // GeoNames numbers these provinces unlike ISO 3166-2 (its "68" is Ankara, ISO's Aksaray).
      ['Ankara', 'TR', 'Ankara'],
      ['Konya', 'TR', 'Konya'],
      ['Tarsus', 'TR', 'Mersin'],
      // GeoNames' admin1 is the old "Taiwan Province"; the package lists the cities and counties.
      ['Taipei', 'TW', 'Taipei'],
      ['Kaohsiung', 'TW', 'Kaohsiung'],
      ['Manila', 'PH', 'Metro Manila'],
      // country-state-city files Batangas City under Mindoro Occidental, 450 km away.
      ['Batangas', 'PH', 'Calabarzon'],
    ] as const) {
      const c = city(name, country);
      expect(regionName.get(`${country}:${c.region_code}`), name).toBe(region);
    }
  });

  it('prices cities by their own per diem rate where there is one', () => {
    const venice = city('Venice', 'IT');
    const florence = city('Florence', 'IT');
    const nyc = city('New York City', 'US');
    const orlando = city('Orlando', 'US');
    expect(venice.cost_source).toBe('city');
    expect(venice.cost_for_week).not.toBe(florence.cost_for_week);
    expect(nyc.cost_for_week!).toBeGreaterThan(orlando.cost_for_week!);
    expect(city('Brescia', 'IT')).toMatchObject({ cost_source: 'country' });
    const italy = countries.find((c) => c.iso2 === 'IT')!;
    expect(city('Brescia', 'IT').cost_for_week).toBe(italy.cost_for_week);
  });

  it('knows the other names travellers use', () => {
    expect(city('Prague', 'CZ').alt_names).toContain('Praha');
    expect(city('Vienna', 'AT').alt_names).toContain('Wien');
    expect(city('Munich', 'DE').alt_names).toContain('München');
    expect(city('Copenhagen', 'DK').alt_names).toContain('København');
    // GeoNames says Brugge and Sevilla; the Wikivoyage articles say Bruges and Seville.
    expect(city('Brugge', 'BE').alt_names).toContain('Bruges');
    expect(city('Sevilla', 'ES').alt_names).toContain('Seville');
    expect(cities.filter((c) => c.name === 'Bruges' && c.country_iso2 === 'BE')).toEqual([]);
  });

  it('gives every city a time zone', () => {
    expect(cities.filter((c) => c.timezone === null)).toEqual([]);
    expect(city('Queenstown', 'NZ').timezone).toBe('Pacific/Auckland');
    expect(city('Las Vegas', 'US').timezone).toBe('America/Los_Angeles');
  });
});

describe('the bundle tells the truth about countries', () => {
  it('gives a cost to every country with people and prices, saying where it comes from', () => {
    for (const iso of ['TW', 'CU', 'MC', 'LI', 'VA']) {
      const country = countries.find((c) => c.iso2 === iso)!;
      expect(country.cost_for_week, iso).not.toBeNull();
      expect(country.price_level_source, iso).toBe('per_diem');
    }
    for (const iso of ['GG', 'JE', 'GU', 'AX']) {
      expect(
        countries.find((c) => c.iso2 === iso),
        iso,
      ).toMatchObject({
        price_level_source: 'sovereign',
      });
    }
    // Only uninhabited places and Western Sahara (disputed) are left without a cost.
    expect(
      countries
        .filter((c) => c.cost_for_week === null)
        .map((c) => c.iso2)
        .sort(),
    ).toEqual(['AQ', 'BV', 'EH', 'GS', 'HM', 'TF', 'UM']);
    const monaco = countries.find((c) => c.iso2 === 'MC')!;
    const france = countries.find((c) => c.iso2 === 'FR')!;
    expect(monaco.cost_for_week!).toBeGreaterThan(france.cost_for_week!);
  });

  it('has religion shares that make a whole, or says they do not', () => {
    for (const country of countries) {
      const sum = country.religions.reduce((total, r) => total + r.percentage, 0);
      if (country.religions.length === 0) continue;
      if (!country.religions_partial) {
        expect(sum, country.iso2).toBeGreaterThanOrEqual(90);
        expect(sum, country.iso2).toBeLessThanOrEqual(101);
      }
    }
    expect(countries.find((c) => c.iso2 === 'JP')?.religions_partial).toBe(true);
    expect(countries.find((c) => c.iso2 === 'SA')?.religions_listed).toContain('Muslim');
  });

  it('matches every country to an advisory or says it has none', () => {
    for (const country of countries) {
      const listed = country.iso2 in NO_ADVISORY;
      expect(country.advisory === null, `${country.iso2} ${country.name}`).toBe(listed);
    }
    expect(countries.find((c) => c.iso2 === 'MM')?.advisory?.level).toBe(4);
    // Mexico's advisory sets a level per state: never "no advisory", its highest level with where.
    expect(countries.find((c) => c.iso2 === 'MX')?.advisory).toMatchObject({
      level: 4,
      varies_by: 'state',
      updated: '2024-09-06',
      highest_in: expect.arrayContaining(['Guerrero', 'Sinaloa']),
    });
    for (const iso2 of ['IL', 'PS']) {
      expect(countries.find((c) => c.iso2 === iso2)?.advisory, iso2).toMatchObject({
        level: 4,
        varies_by: 'area',
        highest_in: ['Gaza'],
      });
    }
  });

  it('pays Bulgaria in euros since 2026, not in the lev the package still lists', () => {
    const bulgaria = countries.find((c) => c.iso2 === 'BG')!;
    expect(bulgaria.currencies.map((c) => c.code)).toEqual(['EUR']);
  });

  it('knows the English short and historic names travellers type', () => {
    for (const [typed, name, country] of [
      ['St Petersburg', 'Saint Petersburg', 'RU'],
      ['St Louis', 'St. Louis', 'US'],
      ['Washington DC', 'Washington, D.C.', 'US'],
      ['Marrakech', 'Marrakesh', 'MA'],
      ['Saigon', 'Ho Chi Minh City', 'VN'],
      ['Bombay', 'Mumbai', 'IN'],
      ['Peking', 'Beijing', 'CN'],
      ['Calcutta', 'Kolkata', 'IN'],
      ['Den Haag', 'The Hague', 'NL'],
      ['Cracow', 'Kraków', 'PL'],
    ] as const) {
      expect(city(name, country).alt_names, typed).toContain(typed);
    }
  });

  it('lists time zones, the most used first', () => {
    expect(countries.find((c) => c.iso2 === 'US')?.timezones[0]).toBe('America/New_York');
    expect(countries.find((c) => c.iso2 === 'FR')?.timezones).toEqual(['Europe/Paris']);
  });
});

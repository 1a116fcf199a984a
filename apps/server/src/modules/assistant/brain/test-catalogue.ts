import { createMemoryGazetteer, type DestinationEntry, type PlaceEntry } from './gazetteer';
import type { TripSummary, UnderstandContext } from './intents';

/**
 * A small catalogue for the brain's unit tests: real names and positions, ids made up. Namesakes
 * (Paris, Texas; Rome, Georgia; Valencia, Venezuela) are there to test the tie-breaking;
 * Georgia the country and the US state to test "Did you mean … or …?".
 */
let nextId = 1;
const entry = (
  kind: DestinationEntry['kind'],
  name: string,
  countryCode: string,
  countryName: string,
  lat: number,
  lng: number,
  population: number | null,
  attractions = 0,
  regionId: number | null = null,
): DestinationEntry => ({
  kind,
  id: nextId++,
  name,
  countryCode,
  countryName,
  regionId,
  lat,
  lng,
  population,
  attractions,
});

/** A city whose Wikivoyage article is under its bare name: the one most travellers mean. */
const guide = (e: DestinationEntry): DestinationEntry => ({ ...e, article: 'main' });
/** A country on its continent (South America apart from the rest of the Americas). */
const on = (continent: string, e: DestinationEntry): DestinationEntry => ({ ...e, continent });
/** A city ranked among the world's cities by tourism (1 = most visited). */
const ranked = (worldRank: number, e: DestinationEntry): DestinationEntry => ({ ...e, worldRank });

const texas = entry('region', 'Texas', 'US', 'United States', 31, -100, null);
const georgiaState = entry('region', 'Georgia', 'US', 'United States', 32.7, -83.4, null, 21);
export const testDestinations: DestinationEntry[] = [
  entry('country', 'Italy', 'IT', 'Italy', 42.8, 12.8, 59_000_000, 900),
  entry('country', 'France', 'FR', 'France', 46, 2, 67_000_000, 800),
  on('Europe', entry('country', 'Spain', 'ES', 'Spain', 40, -4, 47_000_000, 600)),
  on('Europe', entry('country', 'Portugal', 'PT', 'Portugal', 39.5, -8, 10_000_000, 200)),
  on('South America', entry('country', 'Chile', 'CL', 'Chile', -33, -71, 19_000_000, 80)),
  on('South America', entry('country', 'Peru', 'PE', 'Peru', -10, -76, 33_000_000, 60)),
  entry('country', 'Japan', 'JP', 'Japan', 36, 138, 125_000_000, 500),
  on(
    'North America',
    entry('country', 'United States', 'US', 'United States', 38, -97, 321_000_000, 1500),
  ),
  entry('country', 'Georgia', 'GE', 'Georgia', 42, 43.5, 3_700_000, 40),
  texas,
  georgiaState,
  entry('country', 'Vatican City', 'VA', 'Vatican City', 41.9029, 12.4534, 800, 12),
  guide(entry('city', 'Rome', 'IT', 'Italy', 41.89, 12.48, 2_318_895, 300)),
  entry('city', 'Rome', 'US', 'United States', 34.26, -85.16, 36_323, 2),
  guide(entry('city', 'Paris', 'FR', 'France', 48.85, 2.35, 2_138_551, 400)),
  entry('city', 'Paris', 'US', 'United States', 33.66, -95.55, 24_782, 1, texas.id),
  entry('city', 'Copenhagen', 'DK', 'Denmark', 55.68, 12.57, 1_153_615, 120),
  guide(entry('city', 'Florence', 'IT', 'Italy', 43.77, 11.25, 349_296, 150)),
  entry('city', 'Florence', 'US', 'United States', 34.8, -87.68, 40_026, 1),
  // An ordinary English word that names a town: "Charles Bridge at sunrise" is no trip to Florida.
  entry('city', 'Sunrise', 'US', 'United States', 26.13, -80.11, 97_335, 3),
  entry('city', 'Nice', 'FR', 'France', 43.7, 7.27, 338_620, 40),
  entry('city', 'Split', 'HR', 'Croatia', 43.51, 16.44, 176_314, 20),
  entry('city', 'Valencia', 'VE', 'Venezuela', 10.16, -68, 1_385_083, 3),
  guide(entry('city', 'Valencia', 'ES', 'Spain', 39.47, -0.38, 814_208, 60)),
  entry('city', 'New York City', 'US', 'United States', 40.71, -74.01, 8_175_133, 500),
  entry('city', 'Lisbon', 'PT', 'Portugal', 38.72, -9.14, 517_802, 90),
  entry('city', 'Porto', 'PT', 'Portugal', 41.15, -8.61, 249_633, 50),
  entry('city', 'Barcelona', 'ES', 'Spain', 41.39, 2.16, 1_621_537, 200),
  entry('city', 'Prague', 'CZ', 'Czechia', 50.09, 14.42, 1_165_581, 150),
  entry('city', 'Kyoto', 'JP', 'Japan', 35.02, 135.75, 1_459_640, 120),
  ranked(45, entry('city', 'Rio de Janeiro', 'BR', 'Brazil', -22.9, -43.2, 6_023_699, 90)),
  ranked(8253, entry('city', 'Rio de Mouro', 'PT', 'Portugal', 38.77, -9.33, 54_695, 1)),
  ranked(54, guide(entry('city', 'Santiago', 'CL', 'Chile', -33.45, -70.67, 4_837_295, 30))),
  ranked(4677, entry('city', 'Santiago de Compostela', 'ES', 'Spain', 42.88, -8.54, 95_000, 3)),
  ranked(682, entry('city', 'Santiago de Querétaro', 'MX', 'Mexico', 20.59, -100.39, 626_495, 8)),
  on(
    'South America',
    ranked(
      1243,
      entry('city', 'Santiago del Estero', 'AR', 'Argentina', -27.8, -64.26, 252_192, 5),
    ),
  ),
  ranked(466, entry('city', 'San Francisco', 'US', 'United States', 37.77, -122.42, 864_816, 90)),
  ranked(26782, entry('city', 'San Francisco', 'MX', 'Mexico', 20.9, -105.41, 2_000, 1)),
  ranked(258, entry('city', 'Córdoba', 'AR', 'Argentina', -31.41, -64.18, 1_428_214, 25)),
  ranked(1349, entry('city', 'Córdoba', 'ES', 'Spain', 37.89, -4.77, 328_428, 30)),
  entry('region', 'Bali', 'ID', 'Indonesia', -8.34, 115.09, null, 60),
  ranked(6178, entry('city', 'Bali', 'CM', 'Cameroon', 5.89, 10.01, 85_000, 1)),
  entry('city', 'Lima', 'PE', 'Peru', -12.05, -77.04, 7_737_002, 20),
  entry('city', 'Moscow', 'RU', 'Russia', 55.75, 37.62, 10_381_222, 195),
  guide(entry('city', 'Saint Petersburg', 'RU', 'Russia', 59.94, 30.31, 5_351_935, 45)),
  entry('city', 'St. Petersburg', 'US', 'United States', 27.77, -82.64, 244_769, 4),
  // "Town" ends a name; "of" joins one; a long name with one slip is still the place.
  entry('city', 'Cape Town', 'ZA', 'South Africa', -33.93, 18.42, 3_433_441, 40),
  entry('country', 'Isle of Man', 'IM', 'Isle of Man', 54.25, -4.5, 84_000, 10),
  entry('city', 'Man', 'CI', 'Ivory Coast', 7.41, -7.55, 188_704, 1),
  // Areas from Wikipedia with names of ordinary words (data/scripts/wikipedia-areas.ts), and a
  // town of two ordinary words.
  { ...entry('city', 'Lake District', 'GB', 'United Kingdom', 54.45, -3.21, 0, 0), area: true },
  { ...entry('city', 'South Island', 'NZ', 'New Zealand', -43.98, 170.45, 0, 0), area: true },
  entry('city', 'Old Town', 'US', 'United States', 44.93, -68.65, 7_431, 1),
  entry('city', 'Cappadocia', 'TR', 'Türkiye', 38.66, 34.85, 0, 20),
];

const place = (
  kind: PlaceEntry['kind'],
  name: string,
  city: string,
  lat: number,
  lng: number,
  categories: string[],
  rating: number,
  visitors: number | null = null,
): PlaceEntry => ({
  kind,
  id: nextId++,
  name,
  cityId: testDestinations.find((d) => d.kind === 'city' && d.name === city)?.id ?? null,
  cityName: city,
  lat,
  lng,
  categories,
  rating,
  visitors,
});

export const testPlaces: PlaceEntry[] = [
  place('attraction', 'Louvre Museum', 'Paris', 48.861, 2.336, ['museums'], 8.9, 8_700_000),
  place('attraction', 'Louvre Abu Dhabi', 'Abu Dhabi', 24.53, 54.4, ['museums'], 7.5),
  place('attraction', 'Eiffel Tower', 'Paris', 48.858, 2.294, ['sights'], 8.6, 6_207_303),
  place('attraction', 'Colosseum', 'Rome', 41.89, 12.492, ['sights'], 9, 7_600_000),
  place('attraction', 'Trevi Fountain', 'Rome', 41.901, 12.483, ['sights'], 8.2),
  place('attraction', 'Pantheon', 'Rome', 41.899, 12.477, ['sights'], 8.5),
  place('attraction', 'Vatican Museums', 'Rome', 41.906, 12.454, ['museums'], 8.8),
  place('attraction', 'Borghese Gallery', 'Rome', 41.914, 12.492, ['museums'], 8.7),
  place('food', 'Pizzeria da Michele', 'Rome', 41.9, 12.47, ['restaurants', 'pizza'], 7),
  place('attraction', 'Tivoli', 'Copenhagen', 55.674, 12.568, ['theme-parks'], 8),
  // The cathedral's portico: a sight that says which Santiago a traveller means.
  place(
    'attraction',
    'Pórtico da Gloria',
    'Santiago de Compostela',
    42.8806,
    -8.5446,
    ['sights'],
    7,
  ),
];

// Added after the places, so that the places' ids stay as the older tests know them. A compass
// word that names a region ("South", Cameroon) and cities named beside a "type of" comparison.
testDestinations.push(
  entry('region', 'South', 'CM', 'Cameroon', 2.9, 11.15, 800_000, 2),
  guide(entry('city', 'Amsterdam', 'NL', 'Netherlands', 52.37, 4.9, 741_636, 250)),
  entry('city', 'Versailles', 'FR', 'France', 48.8, 2.13, 85_416, 12),
  guide(entry('city', 'Vienna', 'AT', 'Austria', 48.21, 16.37, 1_691_468, 220)),
  guide(entry('city', 'Budapest', 'HU', 'Hungary', 47.5, 19.04, 1_696_128, 180)),
  entry('country', 'Chad', 'TD', 'Chad', 15, 19, 16_000_000, 10),
  entry('city', 'Surprise', 'US', 'United States', 33.63, -112.33, 141_664, 2),
  // A town whose name opens a famous place's far away, and a town named to locate another.
  entry('city', 'Mont', 'FR', 'France', 43.43, -0.65, 500, 4),
  entry('city', 'Lebanon', 'US', 'United States', 43.64, -72.25, 14_000, 6),
  entry('city', 'Dartmouth', 'CA', 'Canada', 44.67, -63.57, 92_000, 5),
  // A market's name that is also a town's abroad ("london … camden").
  guide(entry('city', 'London', 'GB', 'United Kingdom', 51.507, -0.128, 8_900_000, 500)),
  entry('city', 'Camden', 'US', 'United States', 33.58, -92.83, 12_000, 6),
  // A name that ends in a word which is also a town's and a word ("man").
  entry('country', 'Isle of Man', 'IM', 'Isle of Man', 54.25, -4.5, 84_000, 30),
  entry('city', 'Man', 'CI', 'Ivory Coast', 7.41, -7.55, 188_000, 2),
);
testPlaces.push(
  place(
    'attraction',
    'Mont-Saint-Michel Abbey',
    'Le Mont-Saint-Michel',
    48.636,
    -1.511,
    ['monasteries'],
    8.9,
  ),
  place('attraction', 'Louvre Pyramid', 'Paris', 48.861, 2.336, ['sights'], 7.9),
  place('attraction', 'Camden Market', 'London', 51.541, -0.146, ['sights'], 7.5),
);

export const testGazetteer = createMemoryGazetteer({
  destinations: testDestinations,
  places: testPlaces,
});

/** A 3-day trip in Rome: day 1 Colosseum, Pantheon; day 2 Vatican Museums, Trevi Fountain; day 3 Pizzeria. */
export const romeTrip: TripSummary = {
  id: 7,
  title: 'Rome',
  days: 3,
  stops: [
    ['Colosseum', 1, 1],
    ['Pantheon', 1, 2],
    ['Vatican Museums', 2, 1],
    ['Trevi Fountain', 2, 2],
    ['Pizzeria da Michele', 3, 1],
  ].map(([name, day, position], k) => {
    const p = testPlaces.find((x) => x.name === name)!;
    return {
      id: 100 + k,
      name: name as string,
      kind: p.kind,
      day: day as number,
      position: position as number,
      numberInTrip: k + 1,
      placeId: p.id,
      lat: p.lat,
      lng: p.lng,
    };
  }),
};

export const NOW = new Date('2026-11-23T12:00:00Z');

export const baseContext = (extra: Partial<UnderstandContext> = {}): UnderstandContext => ({
  gazetteer: testGazetteer,
  now: NOW,
  ...extra,
});

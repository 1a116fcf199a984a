import { describe, expect, it } from 'vitest';
import { createMemoryGazetteer, type DestinationEntry } from './gazetteer';
import type { TripSummary } from './intents';
import { baseContext, testDestinations, testPlaces } from './test-catalogue';
import { understand } from './understand';
import { names, plan } from './understand.fixtures';

/**
 * Places said to be left out, and a place corrected by its country (issue 27 §3, trav-019 and
 * trav-053 of the traveller evaluation): "skip tokyo/kyoto" planned Tokyo and Kyoto; "scotland,
 * not australia" after a Perth trip planned a tour of all Scotland instead of Perth there.
 */
const city = (
  id: number,
  name: string,
  countryCode: string,
  countryName: string,
  lat: number,
  lng: number,
  population: number,
): DestinationEntry => ({
  kind: 'city',
  id,
  name,
  countryCode,
  countryName,
  regionId: null,
  lat,
  lng,
  population,
  attractions: 30,
});
const more: DestinationEntry[] = [
  city(9001, 'Tokyo', 'JP', 'Japan', 35.69, 139.69, 8_336_599),
  city(9002, 'Perth', 'AU', 'Australia', -31.95, 115.86, 1_896_548),
  city(9003, 'Perth', 'GB', 'United Kingdom', 56.4, -3.43, 47_430),
  {
    ...city(9004, 'Scotland', 'GB', 'United Kingdom', 56.8, -4.2, 5_400_000),
    kind: 'region',
  },
  { ...city(9005, 'Australia', 'AU', 'Australia', -25, 134, 25_000_000), kind: 'country' },
  { ...city(9006, 'New Zealand', 'NZ', 'New Zealand', -41, 174, 5_000_000), kind: 'country' },
  { ...city(9007, 'North Island', 'NZ', 'New Zealand', -39, 176, 0), area: true },
];
const mont = (id: number, name: string, lat: number, lng: number, rating: number) => ({
  kind: 'attraction' as const,
  id,
  name,
  cityId: 9100,
  cityName: 'Avranches',
  lat,
  lng,
  categories: ['sights'],
  rating,
});
const gazetteer = createMemoryGazetteer({
  destinations: [...testDestinations, ...more],
  places: [
    ...testPlaces,
    // The famous one, 284 km from Paris, and a hill of the same name in Alsace, 370 km.
    mont(9101, 'Le Mont-Saint-Michel', 48.636, -1.511, 8.5),
    mont(9102, 'Mont Saint-Michel', 48.74, 7.36, 4.6),
  ],
});

describe('understand: places to leave out', () => {
  it('reads "skip tokyo/kyoto" as two cities to leave out of a Japan trip, not as its stops', async () => {
    const p = await plan(
      '3 weeks in japan in november. not our first time so skip tokyo/kyoto pls, we love rural stuff',
      { gazetteer },
    );
    expect(names(p)).toEqual(['Japan:JP']);
    expect(p.days).toBe(21);
    expect((p.skip ?? []).map((d) => d.name)).toEqual(['Tokyo', 'Kyoto']);
  });

  it('reads "we did X" and "except X" as left out, and a list after one word as all left out', async () => {
    const did = await plan('10 days in portugal, we did lisbon and porto last time', { gazetteer });
    expect(names(did)).toEqual(['Portugal:PT']);
    expect((did.skip ?? []).map((d) => d.name)).toEqual(['Lisbon', 'Porto']);
    const except = await plan('a week in portugal, anywhere except porto', { gazetteer });
    expect((except.skip ?? []).map((d) => d.name)).toEqual(['Porto']);
  });

  it('keeps a place named without a leaving-out word a destination', async () => {
    const p = await plan('5 days in lisbon and porto, no museums', { gazetteer });
    expect(names(p)).toEqual(['Lisbon:PT', 'Porto:PT']);
    expect(p.skip).toBeUndefined();
    // "Besides" adds: Lisbon stays.
    const besides = await plan('besides lisbon we want to see porto, 5 days', { gazetteer });
    expect(names(besides)).toEqual(['Lisbon:PT', 'Porto:PT']);
  });
});

describe('understand: a place corrected by its country', () => {
  const perthTrip: TripSummary = {
    id: 3,
    title: 'Perth',
    days: 6,
    stops: [1, 2, 3].map((k) => ({
      id: k,
      name: `Stop ${k}`,
      kind: 'attraction' as const,
      day: k,
      position: 1,
      numberInTrip: k,
      placeId: 500 + k,
      lat: -31.95,
      lng: 115.86,
      city: 'Perth',
    })),
  };

  it('plans Perth in Scotland for "scotland, not australia" after a Perth trip (trav-053)', async () => {
    const [intent] = await understand(
      'scotland, not australia haha',
      baseContext({
        gazetteer,
        trip: perthTrip,
      }),
    );
    expect(intent).toMatchObject({ type: 'plan_trip', days: 6, replace: true });
    const p = intent as Extract<typeof intent, { type: 'plan_trip' }>;
    expect(p.destinations.map((d) => `${d.name}:${d.countryCode}`)).toEqual(['Perth:GB']);
  });

  it('keeps the wishes of the request the correction reads right (trav-053)', async () => {
    // (Rome stands in for the first Perth: the request's wishes are what is kept.)
    const [first] = await understand(
      '6 days in rome, we love coast walks and whisky',
      baseContext(),
    );
    const planned = first as Extract<typeof first, { type: 'plan_trip' }>;
    expect(planned.activities?.length).toBe(2);
    const [intent] = await understand(
      'scotland, not australia haha',
      baseContext({ gazetteer, trip: perthTrip, planned }),
    );
    const p = intent as Extract<typeof intent, { type: 'plan_trip' }>;
    expect(p.activities?.map((a) => a.activity)).toEqual(['coast walks', 'whisky distilleries']);
  });

  it('keeps a country with no town of the trip’s name a country', async () => {
    const [intent] = await understand(
      'portugal, not australia',
      baseContext({
        gazetteer,
        trip: perthTrip,
      }),
    );
    const p = intent as Extract<typeof intent, { type: 'plan_trip' }>;
    expect(p.destinations.map((d) => `${d.name}:${d.countryCode}`)).toEqual(['Portugal:PT']);
  });
});

describe('understand: an island named with its country', () => {
  it('plans the North Island, not the whole country, for "new zeland north island" (trav-175)', async () => {
    for (const text of [
      '12 days new zeland north island, we hate long drives',
      '12 days in new zealand, north island',
    ]) {
      const p = await plan(text, { gazetteer });
      expect(names(p), text).toEqual(['North Island:NZ']);
    }
    // The country alone is still the country.
    expect(names(await plan('12 days in new zealand', { gazetteer }))).toEqual(['New Zealand:NZ']);
  });
});

describe('understand: a route from one place to another', () => {
  it('keeps the start of "rome to barcelona" though only the end has a cue (trav-032)', async () => {
    expect(names(await plan('two weeks, rome to barcelona by train'))).toEqual([
      'Rome:IT',
      'Barcelona:ES',
    ]);
  });
});

describe('understand: a day trip to a far sight', () => {
  it('plans the day at the sight, with its distance from the base (trav-127)', async () => {
    const p = await plan('mont saint michel as a day trip from paris, no car', { gazetteer });
    expect(p.days).toBe(1);
    expect(p.destinations.map((d) => d.name)).toEqual(['Le Mont-Saint-Michel']);
    expect(p.sights?.map((s) => s.name)).toEqual(['Le Mont-Saint-Michel']);
    expect(p.dayTripFrom).toEqual({ name: 'Paris', km: 284 });
    // A sight within a day trip of the base stays a sight of a plan of the base.
    const near = await plan('louvre museum as a day trip from paris', { gazetteer });
    expect(near.dayTripFrom).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { toUsd } from './exchange-rates';
import {
  avoidNameWords,
  DAY_TRIP_KM,
  budgetVerdict,
  nearbyAlternatives,
  safetyNotes,
  trulyHonoured,
  trulyMissing,
  wishNote,
} from './plan-checker';
import { NEGATION_BEFORE, wishesIn } from './wishes';

/** The checker's rules on plain facts (issue 27): each fails without the rule it names. */
describe('the plan checker', () => {
  it('compares a budget for two with two people’s cost, not one’s', () => {
    const verdict = budgetVerdict({ amount: 1000, currency: 'USD', perPerson: false }, 700, 2)!;
    expect(verdict).toMatchObject({ people: 2, costUsd: 1400, budgetUsd: 1000, fits: false });
    // The same figure per person fits.
    const each = budgetVerdict({ amount: 1000, currency: 'USD', perPerson: true }, 700, 2)!;
    expect(each).toMatchObject({ people: 1, costUsd: 700, fits: true });
  });

  it('converts a budget in euros, pounds or yen at the dated ECB rate and names it', () => {
    const verdict = budgetVerdict({ amount: 500, currency: 'EUR', perPerson: false }, 530, 1)!;
    // 500 EUR at 1.0705 USD per euro (ECB, 28 June 2024).
    expect(verdict.budgetUsd).toBeCloseTo(535.25, 2);
    expect(verdict.fits).toBe(true);
    expect(verdict.rate).toMatchObject({ currency: 'EUR', date: '2024-06-28' });
    expect(toUsd(171.94, 'JPY')!.usd).toBeCloseTo(1.0705, 4);
    expect(toUsd(0.84638, 'gbp')!.usd).toBeCloseTo(1.0705, 4);
    // A currency the table lacks is not compared as if it were dollars.
    expect(budgetVerdict({ amount: 500, currency: 'XOF', perPerson: false }, 100, 1)).toBeNull();
  });

  it('refuses a substitute beyond a day trip or in another country', () => {
    const from = { category: 'bars', from: 'Kraków' };
    const kept = nearbyAlternatives(
      [
        { ...from, name: 'Krems an der Donau', countryName: 'Austria', km: 364 },
        { ...from, name: 'Katowice', countryName: 'Poland', km: 70 },
        { ...from, name: 'Ostrava', countryName: 'Czechia', km: 140 },
        { ...from, name: 'Rzeszów', countryName: 'Poland', km: DAY_TRIP_KM + 1 },
      ],
      'Poland',
    );
    expect(kept.map((a) => a.name)).toEqual(['Katowice']);
  });

  it('never says "no palaces" when the plan holds a palace, nor "built around peaks" without one', () => {
    const stops = [
      { name: 'Vasa Museum', categories: ['museums'] },
      { name: 'Royal Palace', categories: ['palaces', 'history'] },
      { name: 'Chatuchak Weekend Market', categories: ['sights'] },
    ];
    expect(trulyMissing(['palaces', 'beaches', 'markets'], stops)).toEqual(['beaches']);
    expect(trulyHonoured(['museums', 'peaks'], stops)).toEqual(['museums']);
    expect(trulyMissing(['markets'], [{ name: 'Grand Bazaar', categories: ['sights'] }])).toEqual(
      [],
    );
  });

  it('leads a plan to a Level 3 or 4 country with its advisory, and only those', () => {
    const notes = safetyNotes([
      {
        country: 'Syria',
        level: 4,
        text: 'U.S. State Department: Level 4 — Do not travel (updated 1 Aug 2025)',
        url: 'https://travel.state.gov/syria',
        varies: false,
      },
      {
        country: 'France',
        level: 2,
        text: 'U.S. State Department: Level 2 — Exercise increased caution (updated 1 Jun 2025)',
        url: 'https://travel.state.gov/france',
        varies: false,
      },
    ]);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/Level 4 — Do not travel .* for Syria/);
    expect(notes[0]).toContain('https://travel.state.gov/syria');
  });

  it('names each wish no kind of place serves', () => {
    const wishes = wishesIn(
      "my dad is in a wheelchair, mum's in her 80s, we're vegan, hate crowds and have no car",
    );
    expect(wishes.map((w) => w.kind)).toEqual([
      'step_free',
      'older_travellers',
      'diet',
      'fewer_crowds',
      'no_car',
    ]);
    const plan = { pace: 'relaxed', stopsPerDayMax: 3 };
    expect(wishNote(wishes[0]!, plan)).toMatch(/no step-free .* at most 3 stops a day/);
    expect(wishNote(wishes[2]!, plan)).toMatch(/says nothing about vegan/);
    expect(wishesIn('3 days in Rome with museums')).toEqual([]);
    for (const text of ['NO flights pls', 'overland only', "we don't want to fly"])
      expect(
        wishesIn(text).map((w) => w.kind),
        text,
      ).toEqual(['no_flights']);
    expect(wishesIn('where do we fly into?')).toEqual([]);
  });

  it('reads "not into museums" and "no churches" as things to leave out', () => {
    expect(NEGATION_BEFORE.test("we're not into ")).toBe(true);
    expect(NEGATION_BEFORE.test('no ')).toBe(true);
    expect(NEGATION_BEFORE.test('please skip the ')).toBe(true);
    expect(NEGATION_BEFORE.test('we love ')).toBe(false);
    expect(NEGATION_BEFORE.test('4 days in rome with ')).toBe(false);
    // "We dont eat fish stock" was read as a wish for seafood (trav-004).
    expect(NEGATION_BEFORE.test('we dont eat ')).toBe(true);
    expect(NEGATION_BEFORE.test("she can't eat ")).toBe(true);
    expect(NEGATION_BEFORE.test('allergic to ')).toBe(true);
    expect(NEGATION_BEFORE.test('we eat ')).toBe(false);
  });
});

describe('avoidNameWords', () => {
  it('names the sights that serve a food left out (trav-004: Tsukiji fish market)', () => {
    const words = new RegExp(`\\b(?:${avoidNameWords(['seafood'])})\\b`, 'i');
    expect(words.test('Tsukiji fish market')).toBe(true);
    expect(words.test('Sensō-ji')).toBe(false);
    expect(avoidNameWords(['museums'])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { IntentOf } from './intents';
import { plan } from './understand.fixtures';
import { withoutCountryOfCity } from './plan-places';

const stays = (p: IntentOf<'plan_trip'>) => p.destinations.map((d) => `${d.name}:${d.stay}`);

describe('understand: days asked per place', () => {
  it.each([
    ['paris 2 days then rome 3 days', ['Paris:2', 'Rome:3'], 5],
    ['2 days in Rome and 3 days in Florence', ['Rome:2', 'Florence:3'], 5],
    ['Lisbon for 4 nights, then Porto for 2 nights', ['Lisbon:4', 'Porto:2'], 6],
  ])('"%s"', async (text, expected, days) => {
    const p = await plan(text);
    expect(stays(p)).toEqual(expected);
    expect(p.days).toBe(days);
  });

  it('does not split a total', async () => {
    const p = await plan('Rome and Florence, 5 days in total');
    expect(p.days).toBe(5);
    expect(p.destinations.every((d) => d.stay === undefined)).toBe(true);
  });

  it('does not split when the lengths do not pair with the places', async () => {
    const p = await plan('5 days in Rome and Florence');
    expect(p.days).toBe(5);
    expect(p.destinations.every((d) => d.stay === undefined)).toBe(true);
  });
});

describe('withoutCountryOfCity', () => {
  const norway = { kind: 'country', countryCode: 'NO', name: 'Norway' };
  const trondheim = { kind: 'city', countryCode: 'NO', name: 'Trondheim' };
  const oslo = { kind: 'city', countryCode: 'NO', name: 'Oslo' };
  const names = (list: { name: string }[]) => list.map((d) => d.name);

  it('drops a country named beside its own city for no more days than the city takes', () => {
    // "hell in norway? we're in trondheim 3 days" (trav-060 spent two days in Oslo).
    expect(names(withoutCountryOfCity([norway, trondheim], 3))).toEqual(['Trondheim']);
    expect(names(withoutCountryOfCity([norway, trondheim, oslo], 6))).toEqual([
      'Trondheim',
      'Oslo',
    ]);
  });

  it('keeps the country for a longer trip, alone, or with no length said', () => {
    expect(names(withoutCountryOfCity([norway, trondheim], 10))).toEqual(['Norway', 'Trondheim']);
    expect(names(withoutCountryOfCity([norway], 3))).toEqual(['Norway']);
    expect(names(withoutCountryOfCity([norway, trondheim], null))).toEqual(['Norway', 'Trondheim']);
  });
});

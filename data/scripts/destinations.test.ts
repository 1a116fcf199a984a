import { describe, expect, it } from 'vitest';
import { matchGuide, type Settlement } from './destinations';
import type { GuideEntry } from './wikivoyage';

const guideEntry = (name: string, lat: number, lng: number): GuideEntry => ({
  title: name,
  name,
  primary: true,
  lat,
  lng,
  kind: 'region',
  population: null,
  countryCode: 'MA',
  subdivisionCode: null,
  intro: null,
  text: '',
  altNames: [],
});
const chefchaouene: Settlement = {
  id: 2553455,
  name: 'Chefchaouene',
  country: 'MA',
  population: 36_280,
  lat: 35.16878,
  lng: -5.2636,
};

describe('Wikivoyage articles and GeoNames places', () => {
  it("matches an article to a place nearby that has the article's name among its alternates", () => {
    const alternates = new Map([[2553455, ['Chaouen', 'Chefchaouen']]]);
    const match = matchGuide(
      [guideEntry('Chefchaouen', 35.17139, -5.26972)],
      [chefchaouene],
      [],
      alternates,
    );
    expect(match.articleOf.get(2553455)?.name).toBe('Chefchaouen');
    expect([...match.byAlternate]).toEqual([2553455]);
    expect(match.unmatched).toEqual([]);
  });

  it('leaves an article of another name, or one too far, to itself', () => {
    const alternates = new Map([[2553455, ['Chaouen', 'Chefchaouen']]]);
    const far = matchGuide(
      [guideEntry('Chefchaouen', 35.3, -5.26972)],
      [chefchaouene],
      [],
      alternates,
    );
    expect(far.unmatched.map((e) => e.name)).toEqual(['Chefchaouen']);
    const none = matchGuide([guideEntry('Chefchaouen', 35.17139, -5.26972)], [chefchaouene], []);
    expect(none.unmatched.map((e) => e.name)).toEqual(['Chefchaouen']);
  });

  it('lets every article take the place of its own name first, and no island take a town', () => {
    const istanbul: Settlement = {
      id: 745044,
      name: 'Istanbul',
      country: 'TR',
      population: 14_804_116,
      lat: 41.01384,
      lng: 28.94966,
    };
    const entry = (name: string, kind: GuideEntry['kind']) => ({
      ...guideEntry(name, 41.01, 28.95),
      kind,
      countryCode: 'TR',
    });
    const alternates = new Map([[745044, ['Constantinople', 'Byzantium']]]);
    const match = matchGuide(
      [entry('Constantinople', 'city'), entry('Byzantium', 'island'), entry('Istanbul', 'city')],
      [istanbul],
      [],
      alternates,
    );
    expect(match.articleOf.get(745044)?.name).toBe('Istanbul');
    expect(match.byAlternate.size).toBe(0);
    expect(match.unmatched.map((e) => e.name)).toEqual(['Constantinople', 'Byzantium']);
  });
});

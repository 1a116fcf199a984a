import { describe, expect, it } from 'vitest';
import { altNamesOf, guideUrl, introduction, plainText, toEntry } from './wikivoyage';

describe('Wikivoyage destinations', () => {
  it('reads type, population and country code from the remarks', () => {
    const entry = toEntry(
      'Hallstatt',
      47.5558333333,
      13.6466666667,
      '(Wikipedia: http://en.wikivoyage.org/wiki/Hallstatt ; Type: city(923) ; Country_Region: AT-4)',
      '[http://www.hallstatt.net/ Hallstatt] is a small town overlooking the Hallstätter See.',
    );
    expect(entry).toMatchObject({
      name: 'Hallstatt',
      primary: true,
      kind: 'city',
      population: 923,
      countryCode: 'AT',
      subdivisionCode: '4',
      intro: 'Hallstatt is a small town overlooking the Hallstätter See.',
    });
  });

  it('keeps the disambiguation out of the name and knows islands typed as cities', () => {
    const santorini = toEntry(
      'Santorini (Greece)',
      36.4,
      25.4,
      'Type: city ; Country_Region: GR',
      'Santorini (officially Thira) is a volcanic island in the Cyclades.',
    );
    expect(santorini).toMatchObject({ name: 'Santorini', primary: false, kind: 'island' });
  });

  it('leaves out countries, airports and rivers', () => {
    expect(toEntry('France', 46, 2, 'Type: country ; Country_Region: FR', '')).toBeNull();
    expect(toEntry('Rhine', 50, 7, 'Type: river', '')).toBeNull();
    expect(toEntry('Nowhere', 0, 0, 'Type: city', '')).toBeNull();
  });

  it('cuts the introduction at the first glued heading and at the last whole sentence', () => {
    expect(
      introduction(
        plainText(
          'Zermatt is a car-free village in the upper Valais.UnderstandZermatt is surrounded by mountains.',
        ),
      ),
    ).toBe('Zermatt is a car-free village in the upper Valais.');
    expect(introduction('Meerut is a city in the west of Uttar Pradesh, IndiaGet inBy bus…')).toBe(
      'Meerut is a city in the west of Uttar Pradesh, India.',
    );
    expect(
      introduction('Aalborg is in North Jutland.This historic town has a cathedral and a'),
    ).toBe('Aalborg is in North Jutland.');
    expect(introduction('')).toBeNull();
  });

  it('turns links into their labels and drops quotations', () => {
    expect(
      plainText(
        '<blockquote>“A song”</blockquote>[http://www.aachen.de/EN Aachen] is a city [http://x.org].',
      ),
    ).toBe('Aachen is a city.');
  });

  it('links the article', () => {
    expect(guideUrl('Queenstown (New Zealand)')).toBe(
      'https://en.wikivoyage.org/wiki/Queenstown_(New_Zealand)',
    );
  });
});

describe('altNamesOf', () => {
  it('keeps names and drops notes, pronunciations and broken entities', () => {
    expect(altNamesOf('Prague (Czech: Praha) is the capital.', 'Prague')).toEqual(['Praha']);
    expect(
      altNamesOf(
        'Crete (Kappa;rho;#942;tau;eta; / Kriti, sometimes spelled Krete in English) is the largest.',
        'Crete',
      ),
    ).toEqual(['Kriti', 'Krete']);
    expect(altNamesOf('Cairo (pronounced KY-roh) is the capital.', 'Cairo')).toEqual([]);
    expect(altNamesOf('Tehran (also spelled Teheran) is big.', 'Tehran')).toEqual(['Teheran']);
    expect(altNamesOf('Kyrenia (also Girne in Turkish) is a town.', 'Kyrenia')).toEqual(['Girne']);
    expect(altNamesOf('Multan (Urdu/Punjabi: ملتان) is a city.', 'Multan')).toEqual([]);
    expect(altNamesOf('Changchun (lit. Long Spring) is a city.', 'Changchun')).toEqual([]);
    expect(altNamesOf('Toluca (also Toluca de Lerdo) is a city.', 'Toluca')).toEqual([
      'Toluca de Lerdo',
    ]);
    expect(
      altNamesOf('Khujand (called Leninabad in the Soviet period) is old.', 'Khujand'),
    ).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { areaKind, wikipediaAreas } from './wikipedia-areas';
import type { WikipediaArticle } from './wikipedia-sights';
import type { GuideEntry } from './wikivoyage';

const article = (title: string, length: number, coordType = '', lat = 0, lng = 0) =>
  ({ title, length, coordType, lat, lng }) satisfies WikipediaArticle;

describe('areas from Wikipedia that Wikivoyage has no point for', () => {
  it('takes islands, lakes and named areas with long articles, and nothing else', () => {
    expect(areaKind(article('Easter Island', 156_050, 'isle'))).toBe('island');
    expect(areaKind(article('Lake Geneva', 40_248, 'waterbody'))).toBe('lake');
    expect(areaKind(article('Lake District', 99_533, 'mountain'))).toBe('region');
    expect(areaKind(article('Scottish Highlands', 45_541))).toBe('region');
    expect(areaKind(article('Canary Islands', 90_000))).toBe('island');
    // An islet's stub, a county, a battle, a company and descriptions are no destination.
    expect(areaKind(article('Inchmickery', 4_000, 'isle'))).toBeNull();
    expect(areaKind(article('Jhang District', 64_318))).toBeNull();
    expect(areaKind(article('Battle of the Western Isles', 13_693))).toBeNull();
    expect(areaKind(article('Wizards of the Coast', 150_000))).toBeNull();
    expect(areaKind(article('Geology of the Canary Islands', 80_000))).toBeNull();
    expect(
      areaKind(article('Public housing estates on Tsing Yi Island', 30_000, 'isle')),
    ).toBeNull();
    expect(areaKind(article('Kuril Islands dispute', 90_000))).toBeNull();
    expect(areaKind(article('Lake Geneva, Wisconsin', 40_000, 'waterbody'))).toBeNull();
    expect(areaKind(article('Grand Canyon Village', 40_000, 'city'))).toBeNull();
  });

  it('leaves out what the catalogue has under that name: a place, a country, a sight, a guide', () => {
    const guide = [{ name: 'Skye', lat: 57.3, lng: -6.2 }] as GuideEntry[];
    const areas = wikipediaAreas(
      [
        article('Easter Island', 156_050, 'isle', -27.1, -109.35),
        article('Lake Geneva', 40_248, 'waterbody', 46.45, 6.5),
        article('Great Britain', 200_000, 'isle', 54, -2),
        article('Eilean Donan', 30_000, 'isle', 57.27, -5.52),
        article('Isle of Skye', 120_000, 'isle', 57.35, -6.25),
      ],
      new Set(['lake geneva', 'great britain']),
      [{ name: 'Eilean Donan', lat: 57.274, lng: -5.516 }],
      guide,
    );
    expect(areas.map((a) => [a.name, a.kind, a.source])).toEqual([
      ['Easter Island', 'island', 'wikipedia'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  areaKind,
  isJoinedPart,
  isWideArea,
  joinedNameParts,
  wikipediaAreas,
} from './wikipedia-areas';
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

  it('takes a lake or a group of islands that a sight or a town on it is named after', () => {
    const guide = [
      { name: 'Como', kind: 'city', lat: 45.81, lng: 9.08 },
      { name: 'Skye', kind: 'island', lat: 57.3, lng: -6.2 },
    ] as GuideEntry[];
    const sights = [
      { name: 'Lake Como', lat: 46, lng: 9.27 },
      { name: 'Galapagos Islands', lat: -0.67, lng: -90.55 },
      { name: 'Museum Island', lat: 52.52, lng: 13.4 },
    ];
    const areas = wikipediaAreas(
      [
        article('Lake Como', 38_793, 'waterbody', 46, 9.27),
        article('Galápagos Islands', 113_882, '', -0.5, -90.5),
        // One island a sight fills, and an island a guide's island is: not again.
        article('Museum Island', 30_000, 'isle', 52.52, 13.4),
        article('Isle of Skye', 120_000, 'isle', 57.35, -6.25),
      ],
      new Set(),
      sights,
      guide,
    );
    expect(areas.map((a) => [a.name, a.kind])).toEqual([
      ['Galápagos Islands', 'island'],
      ['Lake Como', 'lake'],
    ]);
    expect(isWideArea('Faroe Islands', 'island')).toBe(true);
    expect(isWideArea('Museum Island', 'island')).toBe(false);
  });

  it('leaves an area to a town of its name nearby, not to a namesake an ocean away', () => {
    const geneva = article('Lake Geneva', 40_248, 'waterbody', 46.45, 6.55);
    const wisconsin = { name: 'Lake Geneva', lat: 42.59, lng: -88.43 };
    expect(wikipediaAreas([geneva], new Set(), [], [], [wisconsin]).map((a) => a.name)).toEqual([
      'Lake Geneva',
    ]);
    const onShore = { name: 'Lake Geneva', lat: 46.4, lng: 6.9 };
    expect(wikipediaAreas([geneva], new Set(), [], [], [onShore])).toEqual([]);
  });

  it('takes a historic region that a joined first-level region is named after', () => {
    const parts = joinedNameParts([
      { name: "Provence-Alpes-Côte-d'Azur", lat: 43.935, lng: 6.068 },
      { name: 'Haute-Corse', lat: null, lng: null },
    ]);
    expect([...parts.keys()]).toEqual(['provence', 'alpes', 'cote']);
    const provence = article('Provence', 106_789, '', 43.5, 5.5);
    expect(areaKind(provence)).toBeNull();
    expect(isJoinedPart(provence, parts)).toBe(true);
    // A namesake far away, a short article and a town are not.
    expect(isJoinedPart(article('Provence', 106_789, '', 45.5, -73.5), parts)).toBe(false);
    expect(isJoinedPart(article('Alpes', 8_000, '', 44, 6), parts)).toBe(false);
    expect(isJoinedPart(article('Provence', 106_789, 'city', 43.5, 5.5), parts)).toBe(false);
    expect(
      wikipediaAreas([provence], new Set(), [], [], [], parts).map((a) => [a.name, a.kind]),
    ).toEqual([['Provence', 'region']]);
  });

  it('leaves a region area to the catalogue region of its name, but keeps an island', () => {
    const regions = [
      { name: 'South Tyrol', lat: 46.49, lng: 11.34 },
      { name: 'Canary Islands', lat: 28.29, lng: -16.63 },
    ];
    const parts = joinedNameParts([{ name: 'Trentino-South Tyrol', lat: 46.43, lng: 11.17 }]);
    const areas = wikipediaAreas(
      [
        article('South Tyrol', 75_663, '', 46.5, 11.35),
        article('Canary Islands', 90_000, '', 28.1, -15.5),
      ],
      new Set(),
      [],
      [],
      [],
      parts,
      regions,
    );
    expect(areas.map((a) => a.name)).toEqual(['Canary Islands']);
  });
});

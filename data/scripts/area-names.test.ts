import { describe, expect, it } from 'vitest';
import { spelledLike, titleArea, wikipediaAreaNames } from './area-names';
import type { WikipediaArticle } from './wikipedia-sights';
import type { GuideEntry } from './wikivoyage';

const entry = (name: string, kind: GuideEntry['kind'], lat: number, lng: number): GuideEntry =>
  ({ title: name, name, primary: true, lat, lng, kind, altNames: [] }) as unknown as GuideEntry;
const article = (title: string, lat: number, lng: number): WikipediaArticle => ({
  title,
  lat,
  lng,
  length: 3000,
  coordType: '',
});

describe('Wikipedia names of island and area destinations', () => {
  it('reads the area a title names as where it is', () => {
    expect(titleArea('Sóller, Mallorca')).toBe('Mallorca');
    expect(titleArea('Cala Millor (Mallorca)')).toBe('Mallorca');
    expect(titleArea('Charles Bridge')).toBeNull();
  });

  it('takes another spelling of the name, not another name', () => {
    expect(spelledLike('Mallorca', 'Majorca')).toBe(true);
    expect(spelledLike('Menorca', 'Minorca')).toBe(true);
    expect(spelledLike('Majorca', 'Majorca')).toBe(false);
    expect(spelledLike('Balearic Islands', 'Majorca')).toBe(false);
    expect(spelledLike('Crete', 'Corfu')).toBe(false);
  });

  it('gives Majorca "Mallorca" from the titles on the island, and no place another’s name', () => {
    const guide = [entry('Majorca', 'island', 39.6, 2.98), entry('Sikinos', 'island', 36.68, 25.1)];
    const articles = [
      article('Sóller, Mallorca', 39.77, 2.71),
      article('Cala Millor (Mallorca)', 39.6, 3.38),
      // Two Sifnos titles lie within 60 km of Sikinos; Sifnos is an island of its own.
      article('Kastro, Sifnos', 36.97, 24.75),
      article('Apollonia, Sifnos', 36.97, 24.72),
    ];
    const names = wikipediaAreaNames(guide, articles, new Set(['sifnos']));
    expect(names.get('Majorca')).toEqual(['Mallorca']);
    expect(names.has('Sikinos')).toBe(false);
    // One title is anybody's spelling.
    expect(wikipediaAreaNames(guide, articles.slice(0, 1), new Set()).has('Majorca')).toBe(false);
  });
});

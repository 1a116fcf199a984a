import { describe, expect, it } from 'vitest';
import { editDistance, foldName, placeNameScore } from './gazetteer';
import { testGazetteer } from './test-catalogue';
import { capitalisedWords, normalize } from './tokens';

describe('names and distances', () => {
  it('folds names to plain words', () => {
    expect(foldName('Washington, D.C.')).toBe('washington d c');
    expect(foldName('Île-de-France')).toBe('ile de france');
    expect(foldName("Musée d'Orsay")).toBe('musee dorsay');
  });

  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('paris', 'paris')).toBe(0);
    expect(editDistance('pariss', 'paris')).toBe(1);
    expect(editDistance('edinbrugh', 'edinburgh')).toBe(1);
    expect(editDistance('kopenhagen', 'copenhagen')).toBe(1);
    expect(editDistance('rome', 'berlin', 2)).toBe(3);
  });

  it('scores place names by the words they share with the phrase', () => {
    expect(placeNameScore('louvre', 'Louvre Museum')).toBeGreaterThan(
      placeNameScore('louvre', 'Japon Louvre Sculpture Museum'),
    );
    expect(placeNameScore('the colloseum', 'Colosseum')).toBeGreaterThan(0.7);
    expect(placeNameScore('eiffel tower', 'Louvre Museum')).toBe(0);
  });
});

describe('the destination index', () => {
  const top = async (phrase: string) => {
    const d = (await testGazetteer.findDestinations(phrase))[0];
    return d && `${d.name}:${d.countryCode}`;
  };

  it('matches exact names, aliases and typos', async () => {
    expect(await top('rome')).toBe('Rome:IT');
    expect(await top('Roma')).toBe('Rome:IT');
    expect(await top('Rom')).toBe('Rome:IT');
    expect(await top('Pariss')).toBe('Paris:FR');
    expect(await top('Kopenhagen')).toBe('Copenhagen:DK');
    expect(await top('Barselona')).toBe('Barcelona:ES');
    expect(await top('NYC')).toBe('New York City:US');
    expect(await top('the USA')).toBe('United States:US');
    expect(await top('zz')).toBeUndefined();
  });

  it('ranks namesakes by size and honours a named region or country', async () => {
    expect(await top('Paris')).toBe('Paris:FR');
    expect(await top('Paris Texas')).toBe('Paris:US');
    expect(await top('Rome United States')).toBe('Rome:US');
    expect(await top('Florence')).toBe('Florence:IT');
    expect(await top('Georgia')).toBe('Georgia:GE');
  });

  it('scores an exact name above a typo', async () => {
    const [exact] = await testGazetteer.findDestinations('Lisbon');
    const [typo] = await testGazetteer.findDestinations('Lisbn');
    expect(exact!.score).toBeGreaterThan(1);
    expect(typo!.score).toBeLessThan(exact!.score);
    expect(typo!.name).toBe('Lisbon');
  });
});

describe('tokens', () => {
  it('normalises numbers, ordinals and money', () => {
    expect(normalize('Two weeks, twenty-one days, the 2nd stop')).toBe(
      '2 weeks , 21 days , the 2th stop',
    );
    expect(normalize('the first day for €1.5k')).toBe('the 1th day for €1500');
    expect(normalize('a 4-day trip for $2,000')).toBe('a 4 day trip for $2000');
    // The symbol after the amount, as much of Europe writes it (trav-013 lost its budget).
    expect(normalize('about 1800€ on the ground, or 1.5k £')).toBe(
      'about €1800 on the ground , or £1500',
    );
  });

  it('notes words written with a capital inside a sentence', () => {
    expect([...capitalisedWords('Plan a week in Nice. Nice weather there')]).toEqual(['nice']);
    expect(capitalisedWords('plan a nice week').size).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { foreignLanguageOf } from './language';
import { testGazetteer } from './test-catalogue';

const isPlaceName = async (word: string) => (await testGazetteer.findNamesakes(word)).length > 0;

describe('foreignLanguageOf', () => {
  it('does not take a list of place names for another language', async () => {
    // franc reads each of these as Spanish or Portuguese.
    for (const text of [
      'actually swap barcelona for valencia',
      'lisbon porto prague, 9 days total',
      // franc reads it as Swedish; all but the island are words of the English dictionary.
      'stroller friendly places in Mallorca',
    ]) {
      expect(await foreignLanguageOf(text, isPlaceName), text).toBeNull();
    }
  });

  it('still finds the language of a sentence that names a place', async () => {
    expect(await foreignLanguageOf('Wir möchten eine Woche in Wien verbringen', isPlaceName)).toBe(
      'German',
    );
    expect(
      await foreignLanguageOf('quiero pasar una semana en Barcelona con mis hijos', isPlaceName),
    ).toBe('Spanish');
    expect(
      await foreignLanguageOf('Je voudrais visiter Paris en juin avec mes enfants', isPlaceName),
    ).toBe('French');
  });

  it('reads a message in another script as foreign', async () => {
    expect(await foreignLanguageOf('東京で一週間過ごしたい', isPlaceName)).toBe('Japanese');
  });
});

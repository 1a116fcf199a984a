import { describe, expect, it } from 'vitest';
import { nameKey } from './name-matching';
import { testGazetteer } from './test-catalogue';
import { names, plan } from './understand.fixtures';

describe('short forms in place names', () => {
  it('keys St, St. and Saint (and Mt, Ft) as one name', () => {
    expect(nameKey('St Petersburg')).toBe('saint petersburg');
    expect(nameKey('St. Petersburg')).toBe('saint petersburg');
    expect(nameKey('Saint Petersburg')).toBe('saint petersburg');
    expect(nameKey('Mt. Fuji')).toBe(nameKey('Mount Fuji'));
    expect(nameKey('Ft Lauderdale')).toBe(nameKey('Fort Lauderdale'));
    // Only whole words: "Stockholm" and "Mtskheta" keep their letters.
    expect(nameKey('Stockholm')).toBe('stockholm');
    expect(nameKey('Mtskheta')).toBe('mtskheta');
  });

  it('finds every namesake whichever way the short form is written', async () => {
    for (const phrase of ['St Petersburg', 'st. petersburg', 'Saint Petersburg']) {
      const found = await testGazetteer.findNamesakes(phrase);
      expect(found.map((n) => n.countryCode).sort(), phrase).toEqual(['RU', 'US']);
    }
  });

  it('plans the namesake in the country of the other place named', async () => {
    const p = await plan('Moscow and St Petersburg, 6 days');
    expect(names(p)).toEqual(['Moscow:RU', 'Saint Petersburg:RU']);
    expect(p.days).toBe(6);
  });
});

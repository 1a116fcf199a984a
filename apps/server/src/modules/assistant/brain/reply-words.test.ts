import { describe, expect, it } from 'vitest';
import { climateLine } from './reply-words';

describe('climateLine', () => {
  it('says how a month feels from its day and night temperatures, not the map’s season', () => {
    // trav-039: "nice in february, worth it or too cold?" got "… nights around 2°C — warm".
    expect(
      climateLine('Nice', {
        month: 2,
        avg_day: 11.4,
        avg_night: 2.3,
        avg_water: 13.1,
        season: 'warm',
      }),
    ).toBe(
      'February in Nice: days around 11°C, nights around 2°C, sea around 13°C — cool by day, cold nights.',
    );
    expect(
      climateLine('Seville', {
        month: 7,
        avg_day: 35,
        avg_night: 20,
        avg_water: null,
        season: 'hot',
      }),
    ).toBe('July in Seville: days around 35°C, nights around 20°C — hot by day.');
    // 38 °C and over shapes the day ("dubai in august with a baby, is that insane?": trav-009).
    expect(
      climateLine('Dubai', { month: 8, avg_day: 42, avg_night: 30, avg_water: 33, season: 'hot' }),
    ).toBe(
      'August in Dubai: days around 42°C, nights around 30°C, sea around 33°C — very hot by day: keep time outdoors to early morning and evening.',
    );
    expect(
      climateLine('Oslo', {
        month: 1,
        avg_day: -1,
        avg_night: -7,
        avg_water: null,
        season: 'cold',
      }),
    ).toBe(
      'January in Oslo: days around -1°C, nights around -7°C — freezing by day, frosty nights.',
    );
  });
});

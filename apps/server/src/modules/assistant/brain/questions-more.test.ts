import { describe, expect, it } from 'vitest';
import { one } from './understand.fixtures';

describe('understand: questions as travellers phrase them', () => {
  it('prices a comparison that names a length instead of planning it', async () => {
    expect(await one('which is cheaper for a week, lisbon or porto?')).toMatchObject({
      type: 'compare',
      a: { name: 'Lisbon' },
      b: { name: 'Porto' },
      aspect: 'costs',
    });
    // Asking for a plan still plans.
    expect((await one('plan a week in lisbon or porto, whichever is cheaper')).type).not.toBe(
      'compare',
    );
  });

  it('reads "what\'s good to eat in X" as the local food question', async () => {
    for (const text of ['whats good to eat in lisbon', "what's good to eat in Lisbon?"]) {
      expect(await one(text), text).toMatchObject({
        type: 'what_to_eat',
        destination: { name: 'Lisbon' },
      });
    }
  });

  it('reads "where in Europe …" with a month as a where-to-go question', async () => {
    expect(await one("where in europe is good in october that isn't too pricey")).toMatchObject({
      type: 'where_to_go',
      month: 10,
      continent: 'Europe',
    });
  });

  it('answers opening hours honestly instead of guessing', async () => {
    for (const text of [
      'what time does the colosseum open tmrw',
      'when does the Louvre close on Sunday?',
      'opening hours of the Vatican Museums',
    ]) {
      expect(await one(text), text).toEqual({
        type: 'out_of_scope',
        topic: 'opening_hours',
        aside: false,
      });
    }
  });
});

describe('understand: currency and opening hours as travellers ask', () => {
  it('reads "do they use euros in X" as the currency question', async () => {
    expect(await one('do they use euros in portugal now?')).toMatchObject({
      type: 'country_facts',
      aspect: 'currency',
      destination: { name: 'Portugal' },
    });
  });

  it('does not take a question about opening times for another language', async () => {
    expect(await one('pantheon opening times on sunday?')).toEqual({
      type: 'out_of_scope',
      topic: 'opening_hours',
      aside: false,
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { Intent, IntentOf } from './intents';
import { romeTrip } from './test-catalogue';
import { one } from './understand.fixtures';

const names = (intent: Intent) =>
  (intent as IntentOf<'plan_trip'>).destinations.map((d) => `${d.name}:${d.countryCode}`);

/** A two-city trip as the planner titles it; its stops do not matter to these edits. */
const twoCities = { trip: { id: 9, title: '4 days in Nice and Rome', days: 4, stops: [] } };

describe('understand: swapping one place of a trip for another', () => {
  it('keeps the other places and the length when one is swapped out', async () => {
    for (const text of [
      'make it Florence instead of Rome',
      'Florence instead of Rome please',
      'replace Rome with Florence',
      'swap Rome for Florence',
    ]) {
      const intent = await one(text, twoCities);
      expect(intent.type, text).toBe('plan_trip');
      expect(names(intent), text).toEqual(['Nice:FR', 'Florence:IT']);
      expect((intent as IntentOf<'plan_trip'>).days, text).toBe(4);
      expect((intent as IntentOf<'plan_trip'>).replace, text).toBe(true);
    }
  });

  it('keeps the slot of the place swapped out', async () => {
    const intent = await one('make it Florence instead of Nice', twoCities);
    expect(names(intent)).toEqual(['Florence:IT', 'Rome:IT']);
  });

  it('plans only the new place when the trip does not name the one swapped out', async () => {
    const intent = await one('make it Florence instead of Lisbon', twoCities);
    expect(names(intent)).toEqual(['Florence:IT']);
  });

  it('still reads "make it Porto instead" as the whole trip moving', async () => {
    const intent = await one('make it Porto instead', { trip: romeTrip });
    expect(names(intent)).toEqual(['Porto:PT']);
  });
});

describe('understand: a kind of place written in the singular', () => {
  it.each([
    ['add a nightclub on day 3', 'nightclubs'],
    ['add nightclub to day 3', 'nightclubs'],
    ['add a bakery on day 3', 'bakeries'],
    ['add a museum on day 3', 'museums'],
  ])('"%s" adds a place of that kind', async (text, category) => {
    expect(await one(text, { trip: romeTrip })).toMatchObject({
      type: 'add_place',
      category: { category },
      day: 3,
    });
  });
});

describe('understand: one leg named by positions', () => {
  it('changes the leg between two stops of the day named', async () => {
    const intent = await one('on day 2 take the train from the first stop to the second one', {
      trip: romeTrip,
    });
    expect(intent).toMatchObject({
      type: 'change_transport',
      mode: 'railroads',
      scope: { type: 'leg', from: { name: 'Vatican Museums' }, to: { name: 'Trevi Fountain' } },
    });
  });

  it('counts positions over the whole trip when no day is named', async () => {
    expect(await one('walk from the first stop to the second', { trip: romeTrip })).toMatchObject({
      type: 'change_transport',
      mode: 'walk',
      scope: { type: 'leg', from: { name: 'Colosseum' }, to: { name: 'Pantheon' } },
    });
  });

  it('gives a place of the trip another day without a word like "move"', async () => {
    // trav-099: "can we do the vatican on day 1 instead" planned a new trip to Vatican City.
    // The stops around the Vatican (day 2 here) trade days with day 1.
    expect(await one('can we do the vatican on day 1 instead', { trip: romeTrip })).toEqual({
      type: 'swap_days',
      a: 2,
      b: 1,
    });
    // The stops the planner put in a city of that name trade days too (the real trip's Vatican
    // day held St. Peter's Basilica and the Apostolic Palace, no stop named "Vatican").
    const inCities = {
      ...romeTrip,
      stops: romeTrip.stops.map((stop) => ({
        ...stop,
        name: stop.day === 3 ? `${stop.name} 2` : stop.name,
        city: stop.day === 3 ? 'Vatican City' : 'Rome',
      })),
    };
    inCities.stops.push({
      ...inCities.stops.at(-1)!,
      id: 999,
      name: 'Apostolic Palace',
      position: 2,
    });
    expect(await one('can we do the vatican on day 1 instead', { trip: inCities })).toEqual({
      type: 'swap_days',
      a: 3,
      b: 1,
    });
    // One stop named alone moves by itself.
    expect(await one('can we see the colosseum on the last day', { trip: romeTrip })).toMatchObject(
      { type: 'move_stop', target: { stop: { name: 'Colosseum' } }, toDay: 3 },
    );
  });
});

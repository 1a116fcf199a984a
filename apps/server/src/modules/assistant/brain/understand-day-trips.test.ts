import { describe, expect, it } from 'vitest';
import { askedDayTrip } from './day-trips';
import { inRome, one } from './understand.fixtures';

/**
 * Issue 27 §6: days given to somewhere new in a chat with a trip are one edit ("add a day trip
 * to Florence"), and a day trip or the trip's own days are never read as a new length (a
 * traveller's "can day 2 be a Whistler day trip?" cut a 4-day trip to 1 day).
 */
describe('understand: day trips and added days somewhere new', () => {
  it('reads a day trip added at the end', async () => {
    expect(await one('add a day trip to Florence please', inRome)).toMatchObject({
      type: 'day_trip',
      destination: { name: 'Florence', countryCode: 'IT' },
      addDays: 1,
      day: null,
    });
  });

  it('reads a given day made into a day trip, either word order', async () => {
    for (const text of ['can day 2 be a florence day trip?', 'make day 2 a day trip to Florence']) {
      expect(await one(text, inRome), text).toMatchObject({
        type: 'day_trip',
        destination: { name: 'Florence' },
        addDays: 0,
        day: 2,
      });
    }
  });

  it('reads days added in a named place, and an extra day with a place to add', async () => {
    expect(await one('add 2 days in florence at the end please, so 5 total', inRome)).toMatchObject(
      { type: 'day_trip', destination: { name: 'Florence' }, addDays: 2, day: null },
    );
    expect(
      await one("we got an extra day, add florence or pisa, whichever's easier", inRome),
    ).toMatchObject({ type: 'day_trip', phrase: 'florence', addDays: 1 });
    expect(await one('extend to 5 and add florence', inRome)).toMatchObject({
      type: 'day_trip',
      addDays: 2,
    });
  });

  it('keeps the phrase of a place the catalogue lacks, for an honest reply', async () => {
    expect(await one('add a day trip to the dmz', inRome)).toMatchObject({
      type: 'day_trip',
      phrase: 'dmz',
      place: null,
      destination: null,
    });
  });

  it('is no day trip without a trip, a day or a place', () => {
    expect(askedDayTrip('add the colosseum to day 2', 3)).toBeNull();
    expect(askedDayTrip('make day 9 a day trip to florence', 3)).toBeNull();
    expect(askedDayTrip('add one more day', 3)).toBeNull();
  });

  it('reads no new length from a day trip or the trip’s own days', async () => {
    const indoor = await one(
      "it's raining all 3 days apparently lol, can you make it all indoor",
      inRome,
    );
    expect(indoor.type).not.toBe('set_days');
    const cruise = await one('make naples an overnight cruise rather than a day trip', inRome);
    expect(cruise).not.toMatchObject({ type: 'set_days' });
    expect(cruise).not.toMatchObject({ type: 'plan_trip', days: 1 });
    // A length asked outright still changes it.
    expect(await one('make it 5 days', inRome)).toMatchObject({ type: 'set_days', days: 5 });
    expect(await one('cut it to 2 days, a wedding stole one', inRome)).toMatchObject({
      type: 'set_days',
      days: 2,
    });
  });

  it('reads "all indoor" as a wish for places with a roof, the same days', async () => {
    expect(await one('make it all indoor please', inRome)).toMatchObject({
      type: 'plan_trip',
      days: 3,
      interests: [{ category: 'museums' }],
    });
  });

  it('reads "how do we get to X by train?" as a question about the trip’s leg, not an edit', async () => {
    expect(await one('how do we get to florence by train, is it long?', inRome)).toEqual({
      type: 'trip_leg',
      phrase: 'florence',
      mode: 'railroads',
    });
    expect(await one('how long does it take to get to the vatican museums?', inRome)).toMatchObject(
      { type: 'trip_leg', phrase: 'vatican museums', mode: null },
    );
  });

  it('keeps the trip’s length for a few nights asked inside it (trav-019 cut 21 days to 3)', async () => {
    const p = await one(
      'can you put 1 night somewhere in the middle with easy hiking, no snow',
      inRome,
    );
    expect(p).toMatchObject({ type: 'plan_trip', days: 3 });
    expect(await one('only 2 days with easy hiking please', inRome)).toMatchObject({ days: 2 });
  });
});

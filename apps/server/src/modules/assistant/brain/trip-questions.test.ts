import { describe, expect, it } from 'vitest';
import { inRome, one } from './understand.fixtures';
import { understand } from './understand';
import { baseContext } from './test-catalogue';
import { costChangeReply, tripDayReply, tripLookupReply } from './trip-replies';

describe('questions about the trip, read off it', () => {
  it("asks for a day's stops", async () => {
    expect(await one("what's on day 2 now?", inRome)).toMatchObject({
      type: 'trip_lookup',
      day: 2,
      asked: [],
    });
    expect(await one('what do we do on the last day', inRome)).toMatchObject({ day: 3 });
  });

  it('finds the day of a named stop, however the question is put', async () => {
    for (const text of [
      'Is the Pantheon in there, which day?',
      'which day is the pantheon',
      'did you keep the Pantheon?',
      'when do we see the Pantheon?',
      // A filler word after the name is not part of it (trav-087: "is prague castle actually
      // in there?" got "not in your trip", with the castle on day 1).
      "cool. quick q: is the pantheon actually in there? i can't see which day",
    ]) {
      expect(await one(text, inRome), text).toMatchObject({
        type: 'trip_lookup',
        asked: [{ stops: [{ name: 'Pantheon', day: 1 }] }],
      });
    }
  });

  it('checks a stop put in twice and a kind said to be missing, instead of replanning (trav-097, 092)', async () => {
    expect(await one('did you put the pantheon twice? or am i misreading', inRome)).toMatchObject({
      type: 'trip_lookup',
      asked: [{ stops: [{ name: 'Pantheon' }] }],
    });
    expect(await one('thanks! so there are no museums in there right?', inRome)).toMatchObject({
      type: 'trip_lookup',
      asked: [{ category: { category: 'museums' } }],
    });
    const none = { phrase: 'museums', isKind: true, found: [], catalogue: null };
    expect(tripLookupReply({ kind: 'trip_lookup', asked: [none] })).toContain(
      'Say "add a museum to day 1"',
    );
  });

  it('asks, and removes nothing, when the question says "drop" or "skip"', async () => {
    expect(await one('did you drop the Trevi Fountain?', inRome)).toMatchObject({
      type: 'trip_lookup',
      asked: [{ stops: [{ name: 'Trevi Fountain' }] }],
    });
  });

  it('reads a kind of place, and a catalogue place that is not in the trip', async () => {
    expect(await one('which day has the pizza place?', inRome)).toMatchObject({
      asked: [{ category: { category: 'pizza' } }],
    });
    expect(await one('is the Borghese Gallery in the plan?', inRome)).toMatchObject({
      asked: [{ stops: [], category: null, place: { name: 'Borghese Gallery' } }],
    });
    // A namesake or a place far from the trip is not offered for it; nor is an ordinary word.
    expect(await one('is the Eiffel Tower in your plan?', inRome)).toMatchObject({
      asked: [{ phrase: 'eiffel tower', stops: [], place: null }],
    });
    expect(await one('how many museums did you put in total?', inRome)).toMatchObject({
      asked: [{ category: { category: 'museums' } }],
    });
    expect(await one('did you put in total?', inRome)).not.toMatchObject({ type: 'trip_lookup' });
  });

  it('reads an activity the catalogue has no kind of place for, never as ordinary words', async () => {
    // trav-094: "is the flamenco show in the evening in your plan?" got "Where would you like to go?".
    expect(
      await one('is the flamenco show in the evening in your plan? how late does it go', inRome),
    ).toMatchObject({
      type: 'trip_lookup',
      asked: [{ phrase: 'flamenco show', stops: [], place: null, activity: 'flamenco' }],
    });
    expect(
      tripLookupReply({
        kind: 'trip_lookup',
        asked: [
          {
            phrase: 'flamenco show',
            isKind: false,
            found: [],
            catalogue: null,
            activity: 'flamenco',
          },
        ],
      }),
    ).toBe(
      "Your trip has no flamenco show: our catalogue has no places for flamenco, so I don't know its venues or their times, and I'd rather not guess.",
    );
  });

  it('answers two things asked at once', async () => {
    const i = await one('which day has the Colosseum and which has the Vatican Museums', inRome);
    expect(i).toMatchObject({
      asked: [{ stops: [{ name: 'Colosseum' }] }, { stops: [{ name: 'Vatican Museums' }] }],
    });
  });

  it('is no question about a trip when the chat has none', async () => {
    const intents = await understand('which day is the pantheon', baseContext());
    expect(intents.map((i) => i.type)).not.toContain('trip_lookup');
  });

  it('says where things are, and plainly when they are not there', () => {
    expect(
      tripLookupReply({
        kind: 'trip_lookup',
        asked: [
          {
            phrase: 'pantheon',
            isKind: false,
            found: [{ name: 'Pantheon', day: 1, position: 2, ofDay: 2 }],
            catalogue: null,
          },
          { phrase: 'market', isKind: true, found: [], catalogue: null },
          {
            phrase: 'eiffel tower',
            isKind: false,
            found: [],
            catalogue: { name: 'Eiffel Tower', city: 'Paris' },
          },
          { phrase: 'hogwarts', isKind: false, found: [], catalogue: null },
        ],
      }),
    ).toBe(
      'Pantheon is on day 1 (stop 2 of 2). Your trip has no market (by its places\' kinds and names). Say "add a market to day 1" and I\'ll look for one near that day\'s stops. Eiffel Tower is not in your trip. It is in our catalogue (Paris): say "add Eiffel Tower to day 1" (or another day) and I\'ll put it in. "hogwarts" is not in your trip, and I can\'t find it in our catalogue.',
    );
    expect(tripDayReply({ kind: 'trip_day', day: 5, days: 3, stops: [] })).toBe(
      'Your trip has 3 days, so there is no day 5.',
    );
    expect(tripDayReply({ kind: 'trip_day', day: 2, days: 3, stops: ['A', 'B'] })).toBe(
      'Day 2 has 2 stops: A and B.',
    );
  });
});

describe('the estimate after an edit', () => {
  it('says the new figure, or that it stands when the edit cost nothing (trav-018)', () => {
    expect(costChangeReply(761, 764)).toBe('The estimate is now $764 per person (it was $761).');
    expect(costChangeReply(764, 764.2)).toBe('The estimate stays $764 per person.');
  });
});

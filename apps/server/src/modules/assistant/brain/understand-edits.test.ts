import { describe, expect, it } from 'vitest';
import { baseContext } from './test-catalogue';
import { understand } from './understand';
import { inRome, one } from './understand.fixtures';

describe('understand: trip edits', () => {
  it('reads a message with no place in a chat with a trip as not read, not as a new trip to ask about', async () => {
    // trav-088 "anything else in the plan over 20 pounds?" got "Where would you like to go?"
    // beside its trip (trav-116's overnight cruise is an edit now: stay-over.test.ts).
    expect((await one('and is there anything else in the plan over 20 pounds?', inRome)).type).toBe(
      'unknown',
    );
    // With no trip, a request with no place still asks where.
    expect(await one('a 4 day trip in may')).toMatchObject({
      type: 'clarify',
      missing: 'destination',
    });
  });

  it('looks for food near the trip for a diet, rather than rebuilding the days (trav-117)', async () => {
    // The rebuild undid the day swap just made and planned no food either.
    expect(await one('and the friend is vegan, make sure dinners work for her', inRome)).toEqual({
      type: 'search_places',
      text: null,
      kind: 'food',
      categories: [expect.objectContaining({ category: 'vegan', tree: 'food' })],
      near: { type: 'trip' },
      minRating: null,
    });
    // A slower pace beside it is a reshape still.
    expect((await one('the friend is vegan, and make it slower', inRome)).type).toBe('plan_trip');
  });

  it('moves the first stop of day 2 to day 3', async () => {
    const i = await one('move the first stop of day 2 to day 3', inRome);
    expect(i).toMatchObject({
      type: 'move_stop',
      toDay: 3,
      target: { day: 2, position: 1, stop: { name: 'Vatican Museums' } },
    });
  });

  it('moves a stop named by its place, to a position', async () => {
    expect(await one('put the colosseum on the last day', inRome)).toMatchObject({
      type: 'move_stop',
      toDay: 3,
      target: { stop: { name: 'Colosseum' } },
    });
    expect(await one('move the Pantheon to day 2 as the first stop', inRome)).toMatchObject({
      type: 'move_stop',
      toDay: 2,
      position: 1,
    });
  });

  it('removes stops by number, position or name', async () => {
    expect(await one('remove stop 3', inRome)).toMatchObject({
      type: 'remove_stop',
      target: { number: 3, stop: { name: 'Vatican Museums' } },
    });
    expect(await one('delete the last stop', inRome)).toMatchObject({
      target: { stop: { name: 'Pizzeria da Michele' } },
    });
    expect(await one('drop the Trevi fountain please', inRome)).toMatchObject({
      type: 'remove_stop',
      target: { stop: { name: 'Trevi Fountain' } },
    });
    expect(await one('remove the second stop of day 1', inRome)).toMatchObject({
      target: { stop: { name: 'Pantheon' } },
    });
  });

  it('removes every stop of a kind (trav-025: "drop the glaciers" kept all seven)', async () => {
    expect(await one('drop the glaciers', inRome)).toEqual({
      type: 'remove_kind',
      phrase: 'glaciers',
      kind: 'glacier',
    });
    expect(await one('remove all the museums', inRome)).toMatchObject({
      type: 'remove_kind',
      kind: 'museums',
    });
    expect(
      await understand('make it 2 days and drop the churches', baseContext(inRome)),
    ).toMatchObject([
      { type: 'set_days', days: 2 },
      { type: 'remove_kind', phrase: 'churches', kind: 'churches' },
    ]);
    // A name that ends in s is a stop asked about, not a kind.
    expect(await one('remove versailles', inRome)).toMatchObject({ type: 'clarify' });
  });

  it('swaps a stop for something of its kind or for a named place (trav-090)', async () => {
    expect(await one('swap the colosseum for something less crowded', inRome)).toMatchObject({
      type: 'replace_stop',
      target: { stop: { name: 'Colosseum' } },
      place: null,
      quieter: true,
    });
    expect(await one('replace the Trevi Fountain with the Louvre', inRome)).toMatchObject({
      type: 'replace_stop',
      target: { stop: { name: 'Trevi Fountain' } },
      place: { name: 'Louvre Museum' },
    });
    expect(await one('swap the golden pavilion for something quieter', inRome)).toMatchObject({
      type: 'clarify',
      missing: 'stop',
    });
    expect((await one('swap day 1 for day 2', inRome)).type).not.toBe('replace_stop');
    // trav-004: a kind of stop to reshape, not one stop to look up.
    expect((await one('swap anything hikey for something gentler pls', inRome)).type).not.toBe(
      'clarify',
    );
  });

  it('asks which stop when it cannot tell', async () => {
    expect(await one('remove the Eiffel Tower', inRome)).toMatchObject({
      type: 'clarify',
      missing: 'stop',
    });
    expect(await one('remove stop 3')).toMatchObject({ type: 'clarify', missing: 'trip' });
  });

  it('ends the stop to remove before a question joined to it (trav-101)', async () => {
    expect(await one('remove the pantheon and tell me what replaced it', inRome)).toMatchObject({
      type: 'remove_stop',
      target: { stop: { name: 'Pantheon' } },
    });
  });

  it('lightens a day, and reads quiet afternoons or mornings only as a calmer pace', async () => {
    // trav-112, 001, 111 got "I'm not sure what you mean" / "Sorry, I didn't get that".
    expect(
      await one("we'll be jetlagged day 1, make it super light, like one thing", inRome),
    ).toEqual({ type: 'lighten_day', day: 1, keep: 1 });
    expect(await one('keep the last day easy', inRome)).toEqual({
      type: 'lighten_day',
      day: 3,
      keep: 2,
    });
    // A family trip is relaxed already: replanning it so gave the same plan back (trav-111, and
    // trav-001 once a reshape kept the family's wishes). Every day keeps its first two stops.
    expect(
      await one(
        'nice. can u make sure theres a quiet afternoon each day, the little one still kind of naps',
        inRome,
      ),
    ).toEqual({ type: 'lighten_day', day: null, keep: 2 });
    expect(await one('mornings only please, baby sleeps afternoons', inRome)).toEqual({
      type: 'lighten_day',
      day: null,
      keep: 2,
    });
  });

  it('keeps the day trips of a trip planned again at a calmer pace (trav-015: Auschwitz)', async () => {
    const trip = {
      ...inRome.trip,
      stops: [
        ...inRome.trip.stops,
        {
          ...inRome.trip.stops[0]!,
          id: 900,
          name: 'Palazzo dei Papi',
          placeId: 900,
          day: 3,
          position: 2,
          numberInTrip: 6,
          lat: 42.417,
          lng: 12.104,
        },
      ],
    };
    const calmer = await one('keep it slow and gentle please', { trip });
    expect(calmer).toMatchObject({ type: 'plan_trip', pace: 'relaxed' });
    expect((calmer as { sights?: { name: string }[] }).sights?.map((s) => s.name)).toEqual([
      'Palazzo dei Papi',
    ]);
  });

  it('swaps days', async () => {
    expect(await one('swap days 1 and 2', inRome)).toEqual({ type: 'swap_days', a: 1, b: 2 });
    expect(await one('switch day 3 with day 1', inRome)).toEqual({ type: 'swap_days', a: 3, b: 1 });
    expect(await one('swap the second and third day', inRome)).toEqual({
      type: 'swap_days',
      a: 2,
      b: 3,
    });
  });

  it('changes transport for the trip, a day or a leg', async () => {
    expect(await one('go by train', inRome)).toEqual({
      type: 'change_transport',
      mode: 'railroads',
      scope: { type: 'all' },
    });
    expect(await one("let's walk on day 2", inRome)).toMatchObject({
      mode: 'walk',
      scope: { type: 'day', day: 2 },
    });
    // trav-110: a leg talked about is no way to travel asked for.
    expect(
      (
        await one(
          "hmm now the ferry's on a weird day, fix it so we don't go back and forth",
          inRome,
        )
      )?.type,
    ).not.toBe('change_transport');
    expect(await one('take the ferry on day 2 instead', inRome)).toMatchObject({ mode: 'ferries' });
    expect(await one('take the bus between stop 1 and 2', inRome)).toMatchObject({
      mode: 'bus',
      scope: { type: 'leg', from: { numberInTrip: 1 }, to: { numberInTrip: 2 } },
    });
    expect(await one('drive from the Colosseum to the Pantheon', inRome)).toMatchObject({
      mode: 'car',
      scope: { type: 'leg', from: { name: 'Colosseum' }, to: { name: 'Pantheon' } },
    });
  });

  it('adds named places, cities and kinds of places', async () => {
    expect(await one('add the Louvre to day 2', inRome)).toMatchObject({
      type: 'add_place',
      place: { name: 'Louvre Museum' },
      day: 2,
    });
    // trav-114: "add teotihuacan if it's not in there" looked up the whole phrase.
    expect(await one("add the louvre if it's not in there", inRome)).toMatchObject({
      type: 'add_place',
      place: { name: 'Louvre Museum' },
    });
    expect(await one('add Florence to day 3', inRome)).toMatchObject({
      type: 'add_place',
      city: { name: 'Florence', countryCode: 'IT' },
      day: 3,
    });
    expect(await one('add a good pizza place to day 1', inRome)).toMatchObject({
      type: 'add_place',
      category: { category: 'pizza' },
      day: 1,
    });
    expect(await one('add Xanadu Palace of Dreams', inRome)).toMatchObject({
      type: 'clarify',
      missing: 'place',
    });
  });

  it('changes the number of days', async () => {
    expect(await one('make it 5 days', inRome)).toEqual({
      type: 'set_days',
      days: 5,
      dropDay: null,
    });
    expect(await one('add one more day', inRome)).toMatchObject({ type: 'set_days', days: 4 });
    expect(await one('one day less please', inRome)).toMatchObject({ days: 2 });
    expect(await one('drop day 2', inRome)).toEqual({ type: 'set_days', days: 2, dropDay: 2 });
  });

  it('never reads a transport complained of as the one asked for (trav-012)', async () => {
    // "Too long in a car" got "3 legs now go by car".
    for (const message of [
      'actually skip the desert, too long in a car. something closer',
      'we hate long car rides',
      'no more buses',
      'not by car',
    ]) {
      const intents = await understand(message, baseContext(inRome));
      expect(intents.map((i) => i.type)).not.toContain('change_transport');
    }
    expect(await one('take the bus, not the train', inRome)).toMatchObject({
      type: 'change_transport',
      mode: 'bus',
    });
  });

  it('reads several commands in one message', async () => {
    const intents = await understand('swap days 1 and 2, then go by train', baseContext(inRome));
    expect(intents.map((i) => i.type)).toEqual(['swap_days', 'change_transport']);
  });
});
